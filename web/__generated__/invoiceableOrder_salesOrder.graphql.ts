/**
 * @generated SignedSource<<118f8b2f17b0881c2df4b551dd86ba20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type GoodsReceiptStatus = "CANCELLED" | "RECEIVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type invoiceableOrder_salesOrder$data = {
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
  readonly " $fragmentType": "invoiceableOrder_salesOrder";
};
export type invoiceableOrder_salesOrder$key = {
  readonly " $data"?: invoiceableOrder_salesOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"invoiceableOrder_salesOrder">;
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
  "name": "invoiceableOrder_salesOrder",
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
  "type": "SalesOrder",
  "abstractKey": null
};
})();

(node as any).hash = "ca7b64130a257fbaaa0713ecda1f8305";

export default node;
