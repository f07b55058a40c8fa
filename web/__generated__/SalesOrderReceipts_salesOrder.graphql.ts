/**
 * @generated SignedSource<<34c0fd8d8a1723031cf0270039362b9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SalesOrderAction = "APPROVE" | "CANCEL" | "CLOSE" | "REJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SalesOrderReceipts_salesOrder$data = {
  readonly actions: ReadonlyArray<SalesOrderAction>;
  readonly goodsReceipts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"GoodsReceiptCard_goodsReceipt">;
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
        (v1/*:: as any*/),
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
        (v1/*:: as any*/),
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GoodsReceiptCard_goodsReceipt"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SalesOrder",
  "abstractKey": null
};
})();

(node as any).hash = "1a5ccc860193127299c6c0bbce75f180";

export default node;
