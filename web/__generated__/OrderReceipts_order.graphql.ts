/**
 * @generated SignedSource<<effc13be803dd4d947e6cf7420677562>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderReceipts_order$data = {
  readonly goodsReceipts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"GoodsReceiptCard_goodsReceipt">;
  }>;
  readonly id: string;
  readonly lineReceipts: ReadonlyArray<{
    readonly position: number;
    readonly remaining: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderLineProgress_lineReceipts">;
  }>;
  readonly lines: ReadonlyArray<{
    readonly position: number;
    readonly product: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderLineProgress_lines">;
  }>;
  readonly number: string;
  readonly orderDate: string;
  readonly " $fragmentType": "OrderReceipts_order";
};
export type OrderReceipts_order$key = {
  readonly " $data"?: OrderReceipts_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_order">;
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
  "name": "position",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderReceipts_order",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "orderDate",
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "product",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLineProgress_lines"
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLineProgress_lineReceipts"
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GoodsReceiptCard_goodsReceipt"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": "__isOrder"
};
})();

(node as any).hash = "f0a5e8dfccd6a2da33075f13c46c5086";

export default node;
