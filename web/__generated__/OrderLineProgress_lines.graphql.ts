/**
 * @generated SignedSource<<f5852da9f8a36de4b64b1ba1417ab9e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderLineProgress_lines$data = ReadonlyArray<{
  readonly position: number;
  readonly product: string;
  readonly " $fragmentType": "OrderLineProgress_lines";
}>;
export type OrderLineProgress_lines$key = ReadonlyArray<{
  readonly " $data"?: OrderLineProgress_lines$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderLineProgress_lines">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OrderLineProgress_lines",
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
    }
  ],
  "type": "DocumentLine",
  "abstractKey": null
};

(node as any).hash = "068d7923b3ac9029dfb883296c60db97";

export default node;
