/**
 * @generated SignedSource<<23e977fd7d799272215bba6738eeddb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationProposalList_query$data = {
  readonly proposals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly id: string;
        readonly statementTransactions: ReadonlyArray<{
          readonly description: string;
        }>;
        readonly " $fragmentSpreads": FragmentRefs<"ReconciliationProposalCard_proposal">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ReconciliationProposalList_query";
};
export type ReconciliationProposalList_query$key = {
  readonly " $data"?: ReconciliationProposalList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationProposalList_query">;
};

import ReconciliationProposalListPaginationQuery_graphql from './ReconciliationProposalListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "proposals"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
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
      "operation": ReconciliationProposalListPaginationQuery_graphql
    }
  },
  "name": "ReconciliationProposalList_query",
  "selections": [
    {
      "alias": "proposals",
      "args": null,
      "concreteType": "ReconciliationProposalConnection",
      "kind": "LinkedField",
      "name": "__ReconciliationProposalList_proposals_connection",
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
          "concreteType": "ReconciliationProposalEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ReconciliationProposal",
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
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "amount",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "amount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "currency",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "StatementTransaction",
                  "kind": "LinkedField",
                  "name": "statementTransactions",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "description",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ReconciliationProposalCard_proposal"
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

(node as any).hash = "4a8d5f048fdf717a56eac5140a6bb60b";

export default node;
