/**
 * @generated SignedSource<<14de73b440fc629fe18dcd85322b13da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type customerProfileFields_director$data = {
  readonly contact: string;
  readonly name: string;
  readonly " $fragmentType": "customerProfileFields_director";
};
export type customerProfileFields_director$key = {
  readonly " $data"?: customerProfileFields_director$data;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_director">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "customerProfileFields_director",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contact",
      "storageKey": null
    }
  ],
  "type": "CustomerDirector",
  "abstractKey": null
};

(node as any).hash = "97577a77e83c3ad0f3a31011ad21f4c0";

export default node;
