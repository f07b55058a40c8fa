/**
 * @generated SignedSource<<9c5938b4e429a11e668506d2427a3079>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationCandidateList_query$data = {
  readonly candidates: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReconciliationCandidateRow_edge">;
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
      "name": "kinds"
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
          "name": "kinds",
          "variableName": "kinds"
        },
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
      "concreteType": "ReconcilableItemConnection",
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
          "concreteType": "ReconcilableItemEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ReconciliationCandidateRow_edge"
            },
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
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

(node as any).hash = "5d962e936bf016d86135c0e479eda309";

export default node;
