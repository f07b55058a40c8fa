/**
 * @generated SignedSource<<3cdc6ecab1a9b7730283fbee876191e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerForm_customer$data = {
  readonly id: string;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"customerProfileFields_customer">;
  readonly " $fragmentType": "CustomerForm_customer";
};
export type CustomerForm_customer$key = {
  readonly " $data"?: CustomerForm_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerForm_customer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerForm_customer",
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
      "name": "version",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "customerProfileFields_customer"
    }
  ],
  "type": "Customer",
  "abstractKey": null
};

(node as any).hash = "7a14aa5610838f452070ff053e75103a";

export default node;
