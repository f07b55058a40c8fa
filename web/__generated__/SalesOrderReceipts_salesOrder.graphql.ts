/**
 * @generated SignedSource<<398bc069aa48b79c9d37fd641f33c222>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type GoodsReceiptAction = "CANCEL" | "%future added value";
export type GoodsReceiptStatus = "CANCELLED" | "RECEIVED" | "%future added value";
export type SalesOrderAction = "APPROVE" | "CANCEL" | "CLOSE" | "REJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SalesOrderReceipts_salesOrder$data = {
  readonly actions: ReadonlyArray<SalesOrderAction>;
  readonly goodsReceipts: ReadonlyArray<{
    readonly actions: ReadonlyArray<GoodsReceiptAction>;
    readonly cancellation: {
      readonly reason: string;
    } | null | undefined;
    readonly id: string;
    readonly lines: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DocumentLinesTable_lines">;
    }>;
    readonly notes: string | null | undefined;
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
  readonly lineReceipts: ReadonlyArray<{
    readonly ordered: string;
    readonly position: number;
    readonly received: string;
    readonly remaining: string;
  }>;
  readonly lines: ReadonlyArray<{
    readonly position: number;
    readonly product: string;
  }>;
  readonly number: string;
  readonly orderDate: string;
  readonly " $fragmentType": "SalesOrderReceipts_salesOrder";
};
export type SalesOrderReceipts_salesOrder$key = {
  readonly " $data"?: SalesOrderReceipts_salesOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderReceipts_salesOrder">;
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
  "name": "actions",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesOrderReceipts_salesOrder",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderDate",
      "storageKey": null
    },
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
      "concreteType": "OrderLineReceipt",
      "kind": "LinkedField",
      "name": "lineReceipts",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "received",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v2/*:: as any*/),
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "DocumentLinesTable_lines"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PaymentDecision",
          "kind": "LinkedField",
          "name": "cancellation",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
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

(node as any).hash = "67b1e3e55203be70c3766f4ec5e40163";

export default node;
