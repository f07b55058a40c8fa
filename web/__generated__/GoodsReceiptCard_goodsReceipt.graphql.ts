/**
 * @generated SignedSource<<a4f23abab11b4697e049d58d23e96222>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type GoodsReceiptAction = "CANCEL" | "%future added value";
export type GoodsReceiptStatus = "CANCELLED" | "RECEIVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GoodsReceiptCard_goodsReceipt$data = {
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
  readonly " $fragmentType": "GoodsReceiptCard_goodsReceipt";
};
export type GoodsReceiptCard_goodsReceipt$key = {
  readonly " $data"?: GoodsReceiptCard_goodsReceipt$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoodsReceiptCard_goodsReceipt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoodsReceiptCard_goodsReceipt",
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
      "name": "number",
      "storageKey": null
    },
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actions",
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
  "type": "GoodsReceipt",
  "abstractKey": null
};

(node as any).hash = "3463739ed23233e0d93c1dae29d362ea";

export default node;
