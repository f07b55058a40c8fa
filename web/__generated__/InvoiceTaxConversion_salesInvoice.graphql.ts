/**
 * @generated SignedSource<<1ccf5463844870b8d81de7f517086f40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type SalesInvoiceStatus = "CANCELLED" | "DRAFT" | "ISSUED" | "PAID" | "PENDING_APPROVAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceTaxConversion_salesInvoice$data = {
  readonly invoiceDate: string;
  readonly status: SalesInvoiceStatus;
  readonly taxConversion: {
    readonly otherTaxBase: {
      readonly amount: string;
    };
    readonly rate: string;
    readonly source: string;
    readonly taxBase: {
      readonly amount: string;
    };
    readonly validFrom: string;
    readonly vat: {
      readonly amount: string;
    };
  } | null | undefined;
  readonly taxRateDue: {
    readonly rate: string;
    readonly source: string;
    readonly validFrom: string;
  } | null | undefined;
  readonly totals: {
    readonly grandTotal: {
      readonly currency: Currency;
    };
  };
  readonly " $fragmentType": "InvoiceTaxConversion_salesInvoice";
};
export type InvoiceTaxConversion_salesInvoice$key = {
  readonly " $data"?: InvoiceTaxConversion_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceTaxConversion_salesInvoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rate",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "validFrom",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceTaxConversion_salesInvoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "grandTotal",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
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
      "concreteType": "InvoiceTaxConversion",
      "kind": "LinkedField",
      "name": "taxConversion",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "taxBase",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "otherTaxBase",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "vat",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TaxExchangeRate",
      "kind": "LinkedField",
      "name": "taxRateDue",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "1bf7f4f3a7eae5db27c022513d47a5a9";

export default node;
