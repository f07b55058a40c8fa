/**
 * @generated SignedSource<<058f2f092a3628fe92b3d7b5bf34a611>>
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
  readonly " $fragmentType": "SalesOrderReceipts_salesOrder";
};
export type SalesOrderReceipts_salesOrder$key = {
  readonly " $data"?: SalesOrderReceipts_salesOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderReceipts_salesOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesOrderReceipts_salesOrder",
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
  "type": "SalesOrder",
  "abstractKey": null
};

(node as any).hash = "58e62eb9eefefca3e18dfd73b1bf90b7";

export default node;
