/**
 * @generated SignedSource<<4fb8914caca2a0804e21c6f780c1e5ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type GoodsReceiptStatus = "CANCELLED" | "RECEIVED" | "%future added value";
export type SalesInvoiceStatus = "CANCELLED" | "DRAFT" | "ISSUED" | "PAID" | "PENDING_APPROVAL" | "%future added value";
export type SalesOrderStatus = "CANCELLED" | "CLOSED" | "DRAFT" | "OPEN" | "PENDING_APPROVAL" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SalesOrderInvoices_salesOrder$data = {
  readonly goodsReceipts: ReadonlyArray<{
    readonly id: string;
    readonly invoiced: boolean;
    readonly number: string;
    readonly receivedDate: string;
    readonly status: GoodsReceiptStatus;
    readonly totals: {
      readonly grandTotal: {
        readonly amount: string;
        readonly currency: Currency;
      };
    };
  }>;
  readonly id: string;
  readonly invoices: ReadonlyArray<{
    readonly id: string;
    readonly invoiceDate: string;
    readonly number: string | null | undefined;
    readonly status: SalesInvoiceStatus;
    readonly totals: {
      readonly grandTotal: {
        readonly amount: string;
        readonly currency: Currency;
      };
    };
  }>;
  readonly lineProgress: ReadonlyArray<{
    readonly invoiced: string;
    readonly ordered: string;
    readonly position: number;
  }>;
  readonly lines: ReadonlyArray<{
    readonly position: number;
    readonly product: string;
  }>;
  readonly number: string;
  readonly status: SalesOrderStatus;
  readonly " $fragmentType": "SalesOrderInvoices_salesOrder";
};
export type SalesOrderInvoices_salesOrder$key = {
  readonly " $data"?: SalesOrderInvoices_salesOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderInvoices_salesOrder">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiced",
  "storageKey": null
},
v5 = {
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
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesOrderInvoices_salesOrder",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "product",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLineProgress",
      "kind": "LinkedField",
      "name": "lineProgress",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ordered",
          "storageKey": null
        },
        (v4/*:: as any*/)
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "receivedDate",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesInvoice",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceDate",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SalesOrder",
  "abstractKey": null
};
})();

(node as any).hash = "4bbe5448f7063a9c440ae5821efc95e2";

export default node;
