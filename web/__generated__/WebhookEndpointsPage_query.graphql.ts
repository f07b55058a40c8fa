/**
 * @generated SignedSource<<67f78b637362770091e9770b22d10320>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointsPage_query$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointRow_endpoint">;
  }>;
  readonly " $fragmentType": "WebhookEndpointsPage_query";
};
export type WebhookEndpointsPage_query$key = {
  readonly " $data"?: WebhookEndpointsPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointsPage_query">;
};

import WebhookEndpointsPageRefetchQuery_graphql from './WebhookEndpointsPageRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": WebhookEndpointsPageRefetchQuery_graphql
    }
  },
  "name": "WebhookEndpointsPage_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "webhookEndpoints",
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
          "name": "WebhookEndpointRow_endpoint"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d417f7f0d254e859cfbec7f711cb4208";

export default node;
