/**
 * @generated SignedSource<<cc7205ccf1f9c9b0da3caf13ad647a04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationCandidateListPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  lineId?: string | null | undefined;
  search?: string | null | undefined;
};
export type ReconciliationCandidateListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationCandidateList_query">;
};
export type ReconciliationCandidateListPaginationQuery = {
  response: ReconciliationCandidateListPaginationQuery$data;
  variables: ReconciliationCandidateListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Variable",
    "name": "matchableWith",
    "variableName": "lineId"
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationCandidateListPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          {
            "kind": "Variable",
            "name": "lineId",
            "variableName": "lineId"
          },
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ReconciliationCandidateList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationCandidateListPaginationQuery",
    "selections": [
      {
        "alias": "candidates",
        "args": (v2/*:: as any*/),
        "concreteType": "ExpectedTransactionConnection",
        "kind": "LinkedField",
        "name": "expectedTransactions",
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reconciliationStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
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
                    "name": "externalId",
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
                      (v4/*:: as any*/),
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
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "reconciledAmount",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Counterparty",
                    "kind": "LinkedField",
                    "name": "counterparty",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alias",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
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
      },
      {
        "alias": "candidates",
        "args": (v2/*:: as any*/),
        "filters": [
          "matchableWith",
          "search"
        ],
        "handle": "connection",
        "key": "ReconciliationCandidateList_candidates",
        "kind": "LinkedHandle",
        "name": "expectedTransactions"
      }
    ]
  },
  "params": {
    "cacheID": "17275beb5d897fc852a44f4dc1fbb6c6",
    "id": null,
    "metadata": {},
    "name": "ReconciliationCandidateListPaginationQuery",
    "operationKind": "query",
    "text": "query ReconciliationCandidateListPaginationQuery(\n  $count: Int = 20\n  $cursor: String\n  $lineId: ID\n  $search: String\n) {\n  ...ReconciliationCandidateList_query_1y9UmV\n}\n\nfragment ReconciliationCandidateList_query_1y9UmV on Query {\n  candidates: expectedTransactions(first: $count, after: $cursor, matchableWith: $lineId, search: $search) {\n    totalCount\n    edges {\n      node {\n        id\n        reconciliationStatus\n        ...ReconciliationCandidateRow_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ReconciliationCandidateRow_item on ExpectedTransaction {\n  id\n  date\n  description\n  externalId\n  amount {\n    amount\n    currency\n  }\n  reconciledAmount {\n    amount\n  }\n  reconciliationStatus\n  counterparty {\n    alias\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbf2a46def2e1f37111704fb30ccbca7";

export default node;
