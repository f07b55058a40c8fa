/**
 * @generated SignedSource<<94d5879139d9e44b1c90ebd27f19607b>>
 * @relayHash 59c9c6c578f023f72e369218fee3471d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 958b1e1f5791a93b946f2e3bf01953b38778af42d03a02cd70631f7d5f559da2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExpectedTransactionSort = "AMOUNT" | "DATE" | "DESCRIPTION" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type ExpectedTransactionsPageQuery$variables = {
  amountMax?: string | null | undefined;
  amountMin?: string | null | undefined;
  count: number;
  counterpartyId?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
  reconciliationStatus?: ReconciliationStatus | null | undefined;
  search?: string | null | undefined;
  sort?: ExpectedTransactionSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  withCounterparties: boolean;
};
export type ExpectedTransactionsPageQuery$data = {
  readonly counterparties?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly alias: string;
        readonly id: string;
      };
    }>;
  };
  readonly viewer: {
    readonly organization: {
      readonly timeZone: string;
    };
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ExpectedTransactionList_query">;
};
export type ExpectedTransactionsPageQuery = {
  response: ExpectedTransactionsPageQuery$data;
  variables: ExpectedTransactionsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "amountMax"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "amountMin"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "counterpartyId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateFrom"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateTo"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reconciliationStatus"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDirection"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withCounterparties"
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v14 = {
  "kind": "Variable",
  "name": "amountMax",
  "variableName": "amountMax"
},
v15 = {
  "kind": "Variable",
  "name": "amountMin",
  "variableName": "amountMin"
},
v16 = {
  "kind": "Variable",
  "name": "counterpartyId",
  "variableName": "counterpartyId"
},
v17 = {
  "kind": "Variable",
  "name": "dateFrom",
  "variableName": "dateFrom"
},
v18 = {
  "kind": "Variable",
  "name": "dateTo",
  "variableName": "dateTo"
},
v19 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v20 = {
  "kind": "Variable",
  "name": "reconciliationStatus",
  "variableName": "reconciliationStatus"
},
v21 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v22 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v23 = {
  "kind": "Variable",
  "name": "sortDirection",
  "variableName": "sortDirection"
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v26 = {
  "condition": "withCounterparties",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "CounterpartyConnection",
      "kind": "LinkedField",
      "name": "counterparties",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CounterpartyEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Counterparty",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v24/*:: as any*/),
                (v25/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "counterparties(first:100)"
    }
  ]
},
v27 = [
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/)
],
v28 = {
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
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reconciliationStatus",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExpectedTransactionsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ExpectedTransactionList_query"
      },
      (v26/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v11/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ExpectedTransactionsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v27/*:: as any*/),
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
            "concreteType": "ListTotal",
            "kind": "LinkedField",
            "name": "totals",
            "plural": true,
            "selections": [
              (v28/*:: as any*/),
              (v29/*:: as any*/),
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
                  (v24/*:: as any*/),
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
                    "name": "internalDescription",
                    "storageKey": null
                  },
                  (v29/*:: as any*/),
                  (v28/*:: as any*/),
                  (v30/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "editable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deletable",
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
                      (v25/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "legalName",
                        "storageKey": null
                      },
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "payingOrder",
                    "plural": false,
                    "selections": [
                      (v31/*:: as any*/),
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      }
                    ],
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ReconciliationAllocation",
                        "kind": "LinkedField",
                        "name": "allocations",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StatementTransaction",
                            "kind": "LinkedField",
                            "name": "statementTransaction",
                            "plural": false,
                            "selections": [
                              (v24/*:: as any*/),
                              (v30/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v24/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v31/*:: as any*/)
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v27/*:: as any*/),
        "filters": [
          "dateFrom",
          "dateTo",
          "direction",
          "reconciliationStatus",
          "counterpartyId",
          "amountMin",
          "amountMax",
          "search",
          "sort",
          "sortDirection"
        ],
        "handle": "connection",
        "key": "ExpectedTransactionList_expectedTransactions",
        "kind": "LinkedHandle",
        "name": "expectedTransactions"
      },
      (v26/*:: as any*/)
    ]
  },
  "params": {
    "id": "958b1e1f5791a93b946f2e3bf01953b38778af42d03a02cd70631f7d5f559da2",
    "metadata": {},
    "name": "ExpectedTransactionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bf1673fdaaa679b6aab81e101c7f9956";

export default node;
