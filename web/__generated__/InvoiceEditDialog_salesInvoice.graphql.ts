/**
 * @generated SignedSource<<f37f4ac25f268d558531e83e5c723748>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type GoodsReceiptStatus = "CANCELLED" | "RECEIVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceEditDialog_salesInvoice$data = {
  readonly bankDetails: string | null | undefined;
  readonly goodsReceipts: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly invoiceDate: string;
  readonly lines: ReadonlyArray<{
    readonly orderLine: number | null | undefined;
    readonly quantity: string;
  }>;
  readonly milestones: ReadonlyArray<{
    readonly dueDate: string;
    readonly name: string;
    readonly percent: string;
  }>;
  readonly notes: string | null | undefined;
  readonly paymentTermDays: number;
  readonly salesOrder: {
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
  } | null | undefined;
  readonly version: number;
  readonly " $fragmentType": "InvoiceEditDialog_salesInvoice";
};
export type InvoiceEditDialog_salesInvoice$key = {
  readonly " $data"?: InvoiceEditDialog_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceEditDialog_salesInvoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiced",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceEditDialog_salesInvoice",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
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
      "name": "paymentTermDays",
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
      "concreteType": "DocumentLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderLine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceMilestone",
      "kind": "LinkedField",
      "name": "milestones",
      "plural": true,
      "selections": [
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
          "name": "percent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
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
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ordered",
              "storageKey": null
            },
            (v3/*:: as any*/)
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "receivedDate",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "69b196eac28e81e11e184f120f474627";

export default node;
