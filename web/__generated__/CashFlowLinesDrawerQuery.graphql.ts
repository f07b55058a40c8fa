/**
 * @generated SignedSource<<e0829a4d77094ec89bb134cc0673ada7>>
 * @relayHash eb839c97fc0fbb86667154c4d6feae01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 489c883cd991e339f7f92f8bd53129efb2b0369db0c9445c78904323e55794ef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type CashFlowLinesDrawerQuery$variables = {
  category?: CashCategory | null | undefined;
  count: number;
  currency: Currency;
  direction: TransactionDirection;
  from: string;
  to: string;
  uncategorised: boolean;
};
export type CashFlowLinesDrawerQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowLineList_query">;
};
export type CashFlowLinesDrawerQuery = {
  response: CashFlowLinesDrawerQuery$data;
  variables: CashFlowLinesDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currency"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "direction"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uncategorised"
},
v7 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v8 = {
  "kind": "Variable",
  "name": "currency",
  "variableName": "currency"
},
v9 = {
  "kind": "Variable",
  "name": "direction",
  "variableName": "direction"
},
v10 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v11 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v12 = {
  "kind": "Variable",
  "name": "uncategorised",
  "variableName": "uncategorised"
},
v13 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/)
],
v14 = [
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
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CashFlowLinesDrawerQuery",
    "selections": [
      {
        "args": [
          (v7/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "CashFlowLineList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CashFlowLinesDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": "CashFlowLineConnection",
        "kind": "LinkedField",
        "name": "cashFlowLines",
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
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "total",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowLineEdge",
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
                    "name": "description",
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
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "amount",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
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
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashCategoryAssignment",
                    "kind": "LinkedField",
                    "name": "cashCategory",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "category",
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
                        "concreteType": "CashFlowRule",
                        "kind": "LinkedField",
                        "name": "rule",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      }
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
        "args": (v13/*:: as any*/),
        "filters": [
          "currency",
          "from",
          "to",
          "direction",
          "category",
          "uncategorised"
        ],
        "handle": "connection",
        "key": "CashFlowLineList_cashFlowLines",
        "kind": "LinkedHandle",
        "name": "cashFlowLines"
      }
    ]
  },
  "params": {
    "id": "489c883cd991e339f7f92f8bd53129efb2b0369db0c9445c78904323e55794ef",
    "metadata": {},
    "name": "CashFlowLinesDrawerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b72d8aea9062163602f3f571cfa4b2a5";

export default node;
