/**
 * @generated SignedSource<<9bc64a0bbc94b3d82708624f3bd3c09e>>
 * @relayHash ad3e1b183c99a002f20a5c9e0db6b6d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2fdf3cb51c3ce48df61c1536324077baaffe44aceedee2e14ed32accc6c4c4b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointsPageRefetchQuery$variables = Record<PropertyKey, never>;
export type WebhookEndpointsPageRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointsPage_query">;
};
export type WebhookEndpointsPageRefetchQuery = {
  response: WebhookEndpointsPageRefetchQuery$data;
  variables: WebhookEndpointsPageRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhookEndpointsPageRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WebhookEndpointsPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebhookEndpointsPageRefetchQuery",
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
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "eventTypes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabledReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastSuccessAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a2fdf3cb51c3ce48df61c1536324077baaffe44aceedee2e14ed32accc6c4c4b",
    "metadata": {},
    "name": "WebhookEndpointsPageRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "d417f7f0d254e859cfbec7f711cb4208";

export default node;
