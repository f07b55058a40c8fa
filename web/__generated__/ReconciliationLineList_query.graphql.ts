/**
 * @generated SignedSource<<6314d2f53b56fd43f84542447c299944>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReconciliationLineList_query$data = {
  readonly lines: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly direction: TransactionDirection;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineRow_line">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ReconciliationLineList_query";
};
export type ReconciliationLineList_query$key = {
  readonly " $data"?: ReconciliationLineList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineList_query">;
};

import ReconciliationLineListPaginationQuery_graphql from './ReconciliationLineListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "lines"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "bankAccountId"
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
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "dateFrom"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "dateTo"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "reconciliationStatus"
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
      "operation": ReconciliationLineListPaginationQuery_graphql
    }
  },
  "name": "ReconciliationLineList_query",
  "selections": [
    {
      "alias": "lines",
      "args": [
        {
          "kind": "Variable",
          "name": "bankAccountId",
          "variableName": "bankAccountId"
        },
        {
          "kind": "Variable",
          "name": "dateFrom",
          "variableName": "dateFrom"
        },
        {
          "kind": "Variable",
          "name": "dateTo",
          "variableName": "dateTo"
        },
        {
          "kind": "Variable",
          "name": "reconciliationStatus",
          "variableName": "reconciliationStatus"
        }
      ],
      "concreteType": "StatementTransactionConnection",
      "kind": "LinkedField",
      "name": "__ReconciliationLineList_lines_connection",
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
          "concreteType": "StatementTransactionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "StatementTransaction",
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
                  "name": "direction",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ReconciliationLineRow_line"
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

(node as any).hash = "de67e7cd84f2b109be083481f425bc1a";

export default node;
