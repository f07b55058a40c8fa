/**
 * @generated SignedSource<<fa5b998ebb09bfa82a8d192dd0a2c6e1>>
 * @relayHash c03140268fd0f8f5d5f5562f0ae76b50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb69242793887e495194a63edbe710919bbd56f008905f8a9098c491523913be

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankAccountStatus = "ACTIVE" | "CLOSED" | "DORMANT" | "MATURED" | "NEW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type StatementTransactionSort = "AMOUNT" | "DATE" | "DESCRIPTION" | "UPDATED_AT" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type StatementTransactionsPageQuery$variables = {
  amountMax?: string | null | undefined;
  amountMin?: string | null | undefined;
  bankAccountId?: string | null | undefined;
  count: number;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
  reconciliationStatus?: ReconciliationStatus | null | undefined;
  search?: string | null | undefined;
  sort?: StatementTransactionSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  withBankAccounts: boolean;
};
export type StatementTransactionsPageQuery$data = {
  readonly bankAccounts?: ReadonlyArray<{
    readonly accountNumber: string;
    readonly alias: string;
    readonly bank: {
      readonly name: string;
    };
    readonly currency: Currency;
    readonly id: string;
    readonly status: BankAccountStatus;
  }>;
  readonly viewer: {
    readonly organization: {
      readonly timeZone: string;
    };
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"StatementTransactionList_query">;
};
export type StatementTransactionsPageQuery = {
  response: StatementTransactionsPageQuery$data;
  variables: StatementTransactionsPageQuery$variables;
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
  "name": "bankAccountId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
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
  "name": "withBankAccounts"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v17 = {
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
v18 = {
  "condition": "withBankAccounts",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankAccounts",
      "plural": true,
      "selections": [
        (v14/*:: as any*/),
        (v15/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        },
        (v16/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        (v17/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v19 = {
  "kind": "Variable",
  "name": "amountMax",
  "variableName": "amountMax"
},
v20 = {
  "kind": "Variable",
  "name": "amountMin",
  "variableName": "amountMin"
},
v21 = {
  "kind": "Variable",
  "name": "bankAccountId",
  "variableName": "bankAccountId"
},
v22 = {
  "kind": "Variable",
  "name": "dateFrom",
  "variableName": "dateFrom"
},
v23 = {
  "kind": "Variable",
  "name": "dateTo",
  "variableName": "dateTo"
},
v24 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v25 = {
  "kind": "Variable",
  "name": "reconciliationStatus",
  "variableName": "reconciliationStatus"
},
v26 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v27 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v28 = {
  "kind": "Variable",
  "name": "sortDirection",
  "variableName": "sortDirection"
},
v29 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/),
  (v24/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  (v28/*:: as any*/)
],
v30 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v16/*:: as any*/)
],
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v30/*:: as any*/),
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
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
    "name": "StatementTransactionsPageQuery",
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
      (v18/*:: as any*/),
      {
        "args": [
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/)
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
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v11/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StatementTransactionsPageQuery",
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
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v18/*:: as any*/),
      {
        "alias": null,
        "args": (v29/*:: as any*/),
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
              (v31/*:: as any*/),
              (v32/*:: as any*/),
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
                  (v14/*:: as any*/),
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
                  (v32/*:: as any*/),
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "endingBalance",
                    "plural": false,
                    "selections": (v30/*:: as any*/),
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
                      (v14/*:: as any*/)
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
                      (v15/*:: as any*/),
                      (v17/*:: as any*/),
                      (v14/*:: as any*/)
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
        "args": (v29/*:: as any*/),
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
    "id": "cb69242793887e495194a63edbe710919bbd56f008905f8a9098c491523913be",
    "metadata": {},
    "name": "StatementTransactionsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "650718a0f02388b2814efa909b4306fc";

export default node;
