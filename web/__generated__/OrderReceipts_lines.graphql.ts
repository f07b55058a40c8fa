/**
 * @generated SignedSource<<1c2c8b8a050a391f4470c901d3838b12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderReceipts_lines$data = ReadonlyArray<{
  readonly position: number;
  readonly product: string;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLineProgress_lines">;
  readonly " $fragmentType": "OrderReceipts_lines";
}>;
export type OrderReceipts_lines$key = ReadonlyArray<{
  readonly " $data"?: OrderReceipts_lines$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_lines">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OrderReceipts_lines",
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
      "name": "product",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderLineProgress_lines"
    }
  ],
  "type": "DocumentLine",
  "abstractKey": null
};

(node as any).hash = "3958277f9c9efce467c890a7ba19f747";

export default node;
