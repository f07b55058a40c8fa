/**
 * @generated SignedSource<<855ab71d3ff9534fda117d0b1a28da4a>>
 * @relayHash 8b53b0e3024555a1d91862436491040a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adcaf024164deb64b4792e57b803926535b15cc61c37dae9f2101889db0ee961

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type StatementTransactionSort = "AMOUNT" | "DATE" | "DESCRIPTION" | "UPDATED_AT" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type StatementTransactionListPaginationQuery$variables = {
  amountMax?: string | null | undefined;
  amountMin?: string | null | undefined;
  bankAccountId?: string | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
  reconciliationStatus?: ReconciliationStatus | null | undefined;
  search?: string | null | undefined;
  sort?: StatementTransactionSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
};
export type StatementTransactionListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StatementTransactionList_query">;
};
export type StatementTransactionListPaginationQuery = {
  response: StatementTransactionListPaginationQuery$data;
  variables: StatementTransactionListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "amountMax"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "amountMin"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bankAccountId"
  },
  {
    "defaultValue": 25,
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
    "name": "direction"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reconciliationStatus"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortDirection"
  }
],
v1 = {
  "kind": "Variable",
  "name": "amountMax",
  "variableName": "amountMax"
},
v2 = {
  "kind": "Variable",
  "name": "amountMin",
  "variableName": "amountMin"
},
v3 = {
  "kind": "Variable",
  "name": "bankAccountId",
  "variableName": "bankAccountId"
},
v4 = {
  "kind": "Variable",
  "name": "dateFrom",
  "variableName": "dateFrom"
},
v5 = {
  "kind": "Variable",
  "name": "dateTo",
  "variableName": "dateTo"
},
v6 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v7 = {
  "kind": "Variable",
  "name": "reconciliationStatus",
  "variableName": "reconciliationStatus"
},
v8 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v9 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v10 = {
  "kind": "Variable",
  "name": "sortDirection",
  "variableName": "sortDirection"
},
v11 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v12 = [
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
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementTransactionListPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "StatementTransactionList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatementTransactionListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "StatementTransactionConnection",
        "kind": "LinkedField",
        "name": "statementTransactions",
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
            "concreteType": "ListTotal",
            "kind": "LinkedField",
            "name": "totals",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
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
                  (v15/*:: as any*/),
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
                    "name": "time",
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
                    "name": "reference",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "endingBalance",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
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
                    "alias": null,
                    "args": null,
                    "concreteType": "Reconciliation",
                    "kind": "LinkedField",
                    "name": "reconciliations",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BankAccount",
                    "kind": "LinkedField",
                    "name": "bankAccount",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "alias",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Bank",
                        "kind": "LinkedField",
                        "name": "bank",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v15/*:: as any*/)
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
        "alias": null,
        "args": (v11/*:: as any*/),
        "filters": [
          "bankAccountId",
          "dateFrom",
          "dateTo",
          "direction",
          "reconciliationStatus",
          "amountMin",
          "amountMax",
          "search",
          "sort",
          "sortDirection"
        ],
        "handle": "connection",
        "key": "StatementTransactionList_statementTransactions",
        "kind": "LinkedHandle",
        "name": "statementTransactions"
      }
    ]
  },
  "params": {
    "id": "adcaf024164deb64b4792e57b803926535b15cc61c37dae9f2101889db0ee961",
    "metadata": {},
    "name": "StatementTransactionListPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1dc87b4589c8369e9cf067bbc48d532f";

export default node;
