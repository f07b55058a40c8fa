/**
 * @generated SignedSource<<afe9f7e69150803e44fc0c8cf1e6b336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type OrganizationProfileUpdateInput = {
  address?: PostalAddressInput | null | undefined;
  defaultCurrency: Currency;
  email?: string | null | undefined;
  legalName?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  taxNumber?: string | null | undefined;
  timeZone: string;
};
export type PostalAddressInput = {
  city?: string | null | undefined;
  postalCode?: string | null | undefined;
  province?: string | null | undefined;
  street?: string | null | undefined;
};
export type CompanyProfileFormMutation$variables = {
  input: OrganizationProfileUpdateInput;
};
export type CompanyProfileFormMutation$data = {
  readonly organizationProfileUpdate: {
    readonly organization: {
      readonly defaultCurrency: Currency;
      readonly id: string;
      readonly name: string;
      readonly profile: {
        readonly address: {
          readonly city: string | null | undefined;
          readonly postalCode: string | null | undefined;
          readonly province: string | null | undefined;
          readonly street: string | null | undefined;
        };
        readonly email: string | null | undefined;
        readonly legalName: string | null | undefined;
        readonly phone: string | null | undefined;
        readonly taxNumber: string | null | undefined;
      } | null | undefined;
      readonly timeZone: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CompanyProfileFormMutation = {
  response: CompanyProfileFormMutation$data;
  variables: CompanyProfileFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OrganizationProfileUpdatePayload",
    "kind": "LinkedField",
    "name": "organizationProfileUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timeZone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultCurrency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrganizationProfile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "legalName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PostalAddress",
                "kind": "LinkedField",
                "name": "address",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "street",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "city",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "province",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postalCode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyProfileFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanyProfileFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fcc497423c7e516bb21032ef57c46afe",
    "id": null,
    "metadata": {},
    "name": "CompanyProfileFormMutation",
    "operationKind": "mutation",
    "text": "mutation CompanyProfileFormMutation(\n  $input: OrganizationProfileUpdateInput!\n) {\n  organizationProfileUpdate(input: $input) {\n    organization {\n      id\n      name\n      timeZone\n      defaultCurrency\n      profile {\n        legalName\n        taxNumber\n        address {\n          street\n          city\n          province\n          postalCode\n        }\n        phone\n        email\n      }\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9221b1e6d15543487e780f1404e73d36";

export default node;
