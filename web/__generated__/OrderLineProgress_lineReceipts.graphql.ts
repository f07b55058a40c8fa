/**
 * @generated SignedSource<<9b0858547bdabbc8dce088d0ac9fb203>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderLineProgress_lineReceipts$data = ReadonlyArray<{
  readonly ordered: string;
  readonly position: number;
  readonly received: string;
  readonly remaining: string;
  readonly " $fragmentType": "OrderLineProgress_lineReceipts";
}>;
export type OrderLineProgress_lineReceipts$key = ReadonlyArray<{
  readonly " $data"?: OrderLineProgress_lineReceipts$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLineProgress_lineReceipts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OrderLineProgress_lineReceipts",
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
  "type": "OrderLineReceipt",
  "abstractKey": null
};

(node as any).hash = "6985584c2e9ec1059c32145ecc84d069";

export default node;
