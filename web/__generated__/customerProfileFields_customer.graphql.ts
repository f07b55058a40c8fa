/**
 * @generated SignedSource<<86f4f5ebabb0560ff427ee1e81492771>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerTaxStatus = "NON_PKP" | "PKP" | "%future added value";
export type CustomerType = "COMPANY" | "INDIVIDUAL" | "INDIVIDUAL_B2B" | "%future added value";
export type Language = "EN" | "ID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_customer$data = {
  readonly address?: {
    readonly district: {
      readonly code: string;
      readonly name: string;
    };
    readonly postalCode: string;
    readonly province: {
      readonly code: string;
      readonly name: string;
    };
    readonly regency: {
      readonly code: string;
      readonly name: string;
    };
    readonly street1: string;
    readonly street2: string | null | undefined;
    readonly village: {
      readonly code: string;
      readonly name: string;
    };
  } | null | undefined;
  readonly billingAddress?: {
    readonly district: {
      readonly code: string;
      readonly name: string;
    };
    readonly postalCode: string;
    readonly province: {
      readonly code: string;
      readonly name: string;
    };
    readonly regency: {
      readonly code: string;
      readonly name: string;
    };
    readonly street1: string;
    readonly street2: string | null | undefined;
    readonly village: {
      readonly code: string;
      readonly name: string;
    };
  } | null | undefined;
  readonly billingAddressSameAsRegistered?: boolean | null | undefined;
  readonly business?: {
    readonly alias: string | null | undefined;
    readonly employeeCount: number | null | undefined;
    readonly industry: string | null | undefined;
    readonly nib: string | null | undefined;
    readonly website: string | null | undefined;
  } | null | undefined;
  readonly directors?: ReadonlyArray<{
    readonly contact: string;
    readonly name: string;
  }>;
  readonly email: string;
  readonly finance?: {
    readonly accountName: string | null | undefined;
    readonly accountNumber: string | null | undefined;
    readonly bankName: string | null | undefined;
    readonly branchName: string | null | undefined;
  } | null | undefined;
  readonly invoiceDelivery?: {
    readonly financeContactEmail: string | null | undefined;
    readonly financeContactName: string | null | undefined;
    readonly hardCopyRequired: boolean | null | undefined;
    readonly invoiceLanguage: Language | null | undefined;
  } | null | undefined;
  readonly name?: string | null | undefined;
  readonly owner?: {
    readonly nik: string | null | undefined;
    readonly picEmail: string | null | undefined;
    readonly picName: string | null | undefined;
    readonly picPhone: string | null | undefined;
  } | null | undefined;
  readonly phone?: string | null | undefined;
  readonly tax?: {
    readonly taxNumber: string | null | undefined;
    readonly taxStatus: CustomerTaxStatus | null | undefined;
  } | null | undefined;
  readonly type: CustomerType;
  readonly " $fragmentType": "customerProfileFields_customer";
};
export type customerProfileFields_customer$key = {
  readonly " $data"?: customerProfileFields_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_customer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "street1",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "street2",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "province",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "regency",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "district",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "village",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "postalCode",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_customer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerBusiness",
          "kind": "LinkedField",
          "name": "business",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alias",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "industry",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "website",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "employeeCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nib",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerOwner",
          "kind": "LinkedField",
          "name": "owner",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nik",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "picName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "picEmail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "picPhone",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerTax",
          "kind": "LinkedField",
          "name": "tax",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "taxStatus",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "taxNumber",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerDirector",
          "kind": "LinkedField",
          "name": "directors",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contact",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerFinance",
          "kind": "LinkedField",
          "name": "finance",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bankName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "accountNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "accountName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "branchName",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerInvoiceDelivery",
          "kind": "LinkedField",
          "name": "invoiceDelivery",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hardCopyRequired",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "financeContactName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "financeContactEmail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "invoiceLanguage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerAddress",
          "kind": "LinkedField",
          "name": "address",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billingAddressSameAsRegistered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CustomerAddress",
          "kind": "LinkedField",
          "name": "billingAddress",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "type": "CustomerProfile",
      "abstractKey": "__isCustomerProfile"
    }
  ],
  "type": "Customer",
  "abstractKey": null
};
})();

(node as any).hash = "5773ad07a852e02d45b43777a0c7e7c1";

export default node;
