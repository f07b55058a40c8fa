/**
 * @generated SignedSource<<cc2014c57f53b5acf50f449cd36370cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PurchaseOrderAction = "APPROVE" | "CANCEL" | "CLOSE" | "REJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderReceipts_purchaseOrder$data = {
  readonly actions: ReadonlyArray<PurchaseOrderAction>;
  readonly goodsReceipts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_goodsReceipts">;
  }>;
  readonly id: string;
  readonly lineReceipts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_lineReceipts">;
  }>;
  readonly lines: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_lines">;
  }>;
  readonly number: string;
  readonly orderDate: string;
  readonly " $fragmentType": "PurchaseOrderReceipts_purchaseOrder";
};
export type PurchaseOrderReceipts_purchaseOrder$key = {
  readonly " $data"?: PurchaseOrderReceipts_purchaseOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderReceipts_purchaseOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseOrderReceipts_purchaseOrder",
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
      "name": "orderDate",
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
      "concreteType": "DocumentLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderReceipts_lines"
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderReceipts_lineReceipts"
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderReceipts_goodsReceipts"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PurchaseOrder",
  "abstractKey": null
};

(node as any).hash = "41e858593c95e18867ae6743cc329784";

export default node;
