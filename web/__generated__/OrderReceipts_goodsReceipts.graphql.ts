/**
 * @generated SignedSource<<511853380b5d054c77e82a73fe29c65a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderReceipts_goodsReceipts$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"GoodsReceiptCard_goodsReceipt">;
  readonly " $fragmentType": "OrderReceipts_goodsReceipts";
}>;
export type OrderReceipts_goodsReceipts$key = ReadonlyArray<{
  readonly " $data"?: OrderReceipts_goodsReceipts$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_goodsReceipts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OrderReceipts_goodsReceipts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GoodsReceiptCard_goodsReceipt"
    }
  ],
  "type": "GoodsReceipt",
  "abstractKey": null
};

(node as any).hash = "ef5d393472b390d8cd0c0a86c6139309";

export default node;
