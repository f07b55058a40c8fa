/**
 * @generated SignedSource<<31ce2f188d052a7e2054d6f424a08c4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceFacts_salesInvoice$data = {
  readonly bankDetails: string | null | undefined;
  readonly customerName: string;
  readonly delivery: {
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceDeliveryItem_delivery">;
  } | null | undefined;
  readonly dueDate: string;
  readonly fakturFacility: {
    readonly addInfo: string;
    readonly facilityStamp: string;
    readonly trxCode: string;
  } | null | undefined;
  readonly goodsReceipts: ReadonlyArray<{
    readonly number: string;
  }>;
  readonly invoiceDate: string;
  readonly notes: string | null | undefined;
  readonly paymentTermDays: number;
  readonly poReference: string | null | undefined;
  readonly remainingAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly salesOrder: {
    readonly id: string;
  } | null | undefined;
  readonly salesOrderNumber: string;
  readonly sellerHadNpwp: boolean | null | undefined;
  readonly taxInvoiceNumber: string | null | undefined;
  readonly withholding: {
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceWithholdingItem_withholding">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceActs_salesInvoice">;
  readonly " $fragmentType": "InvoiceFacts_salesInvoice";
};
export type InvoiceFacts_salesInvoice$key = {
  readonly " $data"?: InvoiceFacts_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceFacts_salesInvoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceFacts_salesInvoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesOrderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesOrder",
      "kind": "LinkedField",
      "name": "salesOrder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GoodsReceipt",
      "kind": "LinkedField",
      "name": "goodsReceipts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poReference",
      "storageKey": null
    },
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
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentTermDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "remainingAmount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceWithholding",
      "kind": "LinkedField",
      "name": "withholding",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceWithholdingItem_withholding"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxInvoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellerHadNpwp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FakturFacility",
      "kind": "LinkedField",
      "name": "fakturFacility",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trxCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addInfo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facilityStamp",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceDelivery",
      "kind": "LinkedField",
      "name": "delivery",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceDeliveryItem_delivery"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceActs_salesInvoice"
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
};

(node as any).hash = "be8eb00b252e3530821a90d046ca9d6b";

export default node;
