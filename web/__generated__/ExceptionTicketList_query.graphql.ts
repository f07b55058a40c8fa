/**
 * @generated SignedSource<<99a33ef68deef921d4de0f3feed6b65d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExceptionTicketList_query$data = {
  readonly exceptionTickets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketRow_ticket">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ExceptionTicketList_query";
};
export type ExceptionTicketList_query$key = {
  readonly " $data"?: ExceptionTicketList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExceptionTicketList_query">;
};

import ExceptionTicketListPaginationQuery_graphql from './ExceptionTicketListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "exceptionTickets"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "assigneeId"
    },
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
      "defaultValue": [
        "OPEN",
        "IN_PROGRESS"
      ],
      "kind": "LocalArgument",
      "name": "status"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "unassigned"
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
      "operation": ExceptionTicketListPaginationQuery_graphql
    }
  },
  "name": "ExceptionTicketList_query",
  "selections": [
    {
      "alias": "exceptionTickets",
      "args": [
        {
          "kind": "Variable",
          "name": "assigneeId",
          "variableName": "assigneeId"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        },
        {
          "kind": "Variable",
          "name": "unassigned",
          "variableName": "unassigned"
        }
      ],
      "concreteType": "ExceptionTicketConnection",
      "kind": "LinkedField",
      "name": "__ExceptionTicketList_exceptionTickets_connection",
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
          "concreteType": "ExceptionTicketEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ExceptionTicket",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ExceptionTicketRow_ticket"
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

(node as any).hash = "788698267c9d7c016878fe25d29b8961";

export default node;
