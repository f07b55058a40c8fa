/**
 * @generated SignedSource<<b40ce1b8c008d80d4abb134809a09dc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "SKIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryList_query$data = {
  readonly webhookDeliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: WebhookDeliveryStatus;
        readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryDrawer_delivery" | "WebhookDeliveryRow_delivery">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "WebhookDeliveryList_query";
};
export type WebhookDeliveryList_query$key = {
  readonly " $data"?: WebhookDeliveryList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryList_query">;
};

import WebhookDeliveryListPaginationQuery_graphql from './WebhookDeliveryListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "webhookDeliveries"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "endpointId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": WebhookDeliveryListPaginationQuery_graphql
    }
  },
  "name": "WebhookDeliveryList_query",
  "selections": [
    {
      "alias": "webhookDeliveries",
      "args": [
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        },
        {
          "kind": "Variable",
          "name": "webhookEndpointId",
          "variableName": "endpointId"
        }
      ],
      "concreteType": "WebhookDeliveryConnection",
      "kind": "LinkedField",
      "name": "__WebhookDeliveryList_webhookDeliveries_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookDeliveryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WebhookDeliveryRow_delivery"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WebhookDeliveryDrawer_delivery"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "60bde6cb4e58951077b1ce742f52edfa";

export default node;
