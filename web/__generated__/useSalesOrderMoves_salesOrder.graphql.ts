/**
 * @generated SignedSource<<240dff50373266dea2132643058ba249>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSalesOrderMoves_salesOrder$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderDetail_salesOrder" | "SalesOrderRow_salesOrder">;
  readonly " $fragmentType": "useSalesOrderMoves_salesOrder";
};
export type useSalesOrderMoves_salesOrder$key = {
  readonly " $data"?: useSalesOrderMoves_salesOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSalesOrderMoves_salesOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSalesOrderMoves_salesOrder",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SalesOrderDetail_salesOrder"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SalesOrderRow_salesOrder"
    }
  ],
  "type": "SalesOrder",
  "abstractKey": null
};

(node as any).hash = "0a6922e60a0e7db9dfa35e15499df43b";

export default node;
