/**
 * @generated SignedSource<<3077b4e5ad95f9d2218c2ce66eb2c695>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderReceipts_lineReceipts$data = ReadonlyArray<{
  readonly position: number;
  readonly remaining: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLineProgress_lineReceipts">;
  readonly " $fragmentType": "OrderReceipts_lineReceipts";
}>;
export type OrderReceipts_lineReceipts$key = ReadonlyArray<{
  readonly " $data"?: OrderReceipts_lineReceipts$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_lineReceipts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OrderReceipts_lineReceipts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
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
  "type": "OrderLineReceipt",
  "abstractKey": null
};

(node as any).hash = "8c8efe8fc94f82ce28e9bb41e7152100";

export default node;
