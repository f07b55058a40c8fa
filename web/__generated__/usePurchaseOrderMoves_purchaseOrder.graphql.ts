/**
 * @generated SignedSource<<374f53961a946921cc354f2cb07b8fc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePurchaseOrderMoves_purchaseOrder$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderDetail_purchaseOrder" | "PurchaseOrderRow_purchaseOrder">;
  readonly " $fragmentType": "usePurchaseOrderMoves_purchaseOrder";
};
export type usePurchaseOrderMoves_purchaseOrder$key = {
  readonly " $data"?: usePurchaseOrderMoves_purchaseOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePurchaseOrderMoves_purchaseOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePurchaseOrderMoves_purchaseOrder",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PurchaseOrderDetail_purchaseOrder"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PurchaseOrderRow_purchaseOrder"
    }
  ],
  "type": "PurchaseOrder",
  "abstractKey": null
};

(node as any).hash = "dc0ad93f2f2774562fa05664abaff5f0";

export default node;
