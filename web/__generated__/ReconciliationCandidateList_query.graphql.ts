/**
 * @generated SignedSource<<5ceacbf80bfb0ace563a3226ff3b3ae5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationCandidateList_query$data = {
  readonly candidates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly reconciliationStatus: ReconciliationStatus;
        readonly " $fragmentSpreads": FragmentRefs<"ReconciliationCandidateRow_item">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ReconciliationCandidateList_query";
};
export type ReconciliationCandidateList_query$key = {
  readonly " $data"?: ReconciliationCandidateList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationCandidateList_query">;
};

import ReconciliationCandidateListPaginationQuery_graphql from './ReconciliationCandidateListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "candidates"
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
      "name": "lineId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
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
      "operation": ReconciliationCandidateListPaginationQuery_graphql
    }
  },
  "name": "ReconciliationCandidateList_query",
  "selections": [
    {
      "alias": "candidates",
      "args": [
        {
          "kind": "Variable",
          "name": "matchableWith",
          "variableName": "lineId"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "ExpectedTransactionConnection",
      "kind": "LinkedField",
      "name": "__ReconciliationCandidateList_candidates_connection",
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
          "concreteType": "ExpectedTransactionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ExpectedTransaction",
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
                  "name": "reconciliationStatus",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ReconciliationCandidateRow_item"
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

(node as any).hash = "fbf2a46def2e1f37111704fb30ccbca7";

export default node;
