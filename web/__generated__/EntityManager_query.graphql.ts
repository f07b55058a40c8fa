/**
 * @generated SignedSource<<f8d9ace2f585207e65ad3a3591fd2134>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityManager_query$data = {
  readonly entities: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"EntityRow_entity">;
  }>;
  readonly " $fragmentType": "EntityManager_query";
};
export type EntityManager_query$key = {
  readonly " $data"?: EntityManager_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityManager_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityManager_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entities",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "EntityRow_entity"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1404fc7c5eb084d625639dd912fc8d04";

export default node;
