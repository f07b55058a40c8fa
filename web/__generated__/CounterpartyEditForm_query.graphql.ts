/**
 * @generated SignedSource<<166e52f08a4dc8a7722ad1d8776a3966>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CounterpartyEditForm_query$data = {
  readonly banks: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "CounterpartyEditForm_query";
};
export type CounterpartyEditForm_query$key = {
  readonly " $data"?: CounterpartyEditForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartyEditForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CounterpartyEditForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Bank",
      "kind": "LinkedField",
      "name": "banks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "699270c606b2a635d9cb0b47a0fe76a6";

export default node;
