/**
 * @generated SignedSource<<f6495e6f2c8136e67068912533e4c8ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeysPage_query$data = {
  readonly apiKeys: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApiKeyRow_apiKey">;
  }>;
  readonly " $fragmentType": "ApiKeysPage_query";
};
export type ApiKeysPage_query$key = {
  readonly " $data"?: ApiKeysPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeysPage_query">;
};

import ApiKeysPageRefetchQuery_graphql from './ApiKeysPageRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ApiKeysPageRefetchQuery_graphql
    }
  },
  "name": "ApiKeysPage_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiKey",
      "kind": "LinkedField",
      "name": "apiKeys",
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
          "name": "ApiKeyRow_apiKey"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ed994d64e054132cbb120fc163e796cf";

export default node;
