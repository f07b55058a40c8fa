/**
 * @generated SignedSource<<8c40937b028746558a6b03c5d2ae1487>>
 * @relayHash 69fabd6a6665239f78c2f03665c463f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aec79727a945a56a0c4870a5c3b4a3d4f88ef1c78d030a64ac8bdcec3e0ba97d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashFlowGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CashFlowPageQuery$variables = {
  count: number;
  currency: Currency;
  from?: string | null | undefined;
  granularity: CashFlowGranularity;
  to?: string | null | undefined;
  withCounterparties: boolean;
  withLines: boolean;
  withRules: boolean;
};
export type CashFlowPageQuery$data = {
  readonly cashFlow: {
    readonly from: string;
    readonly to: string;
    readonly " $fragmentSpreads": FragmentRefs<"CashFlowReportView_report">;
  };
  readonly rules?: {
    readonly " $fragmentSpreads": FragmentRefs<"CashFlowRulesPanel_query">;
  } | null | undefined;
  readonly uncategorisedLines?: {
    readonly " $fragmentSpreads": FragmentRefs<"CashFlowLineList_query">;
  } | null | undefined;
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type CashFlowPageQuery = {
  response: CashFlowPageQuery$data;
  variables: CashFlowPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currency"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "granularity"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withCounterparties"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withLines"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withRules"
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "kind": "Variable",
  "name": "currency",
  "variableName": "currency"
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
v12 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  {
    "kind": "Variable",
    "name": "granularity",
    "variableName": "granularity"
  },
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v15 = {
  "kind": "Literal",
  "name": "uncategorised",
  "value": true
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
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v18 = [
  (v17/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "net",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v21 = [
  (v20/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "amounts",
    "plural": true,
    "selections": (v18/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "total",
    "plural": false,
    "selections": (v18/*:: as any*/),
    "storageKey": null
  }
],
v22 = [
  (v9/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v15/*:: as any*/)
],
v23 = [
  (v17/*:: as any*/),
  (v16/*:: as any*/)
],
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
  "name": "direction",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v30 = {
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
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "legalName",
  "storageKey": null
},
v32 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
];
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
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CashFlowPageQuery",
    "selections": [
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "CashFlowReport",
        "kind": "LinkedField",
        "name": "cashFlow",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CashFlowReportView_report"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withLines",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "count",
                      "variableName": "count"
                    },
                    (v9/*:: as any*/),
                    (v10/*:: as any*/),
                    (v11/*:: as any*/),
                    (v15/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "CashFlowLineList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "uncategorisedLines"
          }
        ]
      },
      {
        "condition": "withRules",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "withCounterparties",
                      "variableName": "withCounterparties"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "CashFlowRulesPanel_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "rules"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CashFlowPageQuery",
    "selections": [
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "CashFlowReport",
        "kind": "LinkedField",
        "name": "cashFlow",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "granularity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowPeriod",
            "kind": "LinkedField",
            "name": "periods",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "start",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "inflow",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "outflow",
                "plural": false,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "end",
                "storageKey": null
              },
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "totalInflow",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "totalOutflow",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          },
          (v19/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowRow",
            "kind": "LinkedField",
            "name": "inflows",
            "plural": true,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowRow",
            "kind": "LinkedField",
            "name": "outflows",
            "plural": true,
            "selections": (v21/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withLines",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v22/*:: as any*/),
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
                "selections": (v23/*:: as any*/),
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
                      (v25/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "amount",
                        "plural": false,
                        "selections": (v23/*:: as any*/),
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
                          (v26/*:: as any*/),
                          (v24/*:: as any*/)
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
                          (v20/*:: as any*/),
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
                              (v27/*:: as any*/),
                              (v24/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v28/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v29/*:: as any*/)
                ],
                "storageKey": null
              },
              (v30/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v22/*:: as any*/),
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
      {
        "condition": "withRules",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowRule",
            "kind": "LinkedField",
            "name": "cashFlowRules",
            "plural": true,
            "selections": [
              (v24/*:: as any*/),
              (v27/*:: as any*/),
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Counterparty",
                "kind": "LinkedField",
                "name": "counterparty",
                "plural": false,
                "selections": [
                  (v24/*:: as any*/),
                  (v26/*:: as any*/),
                  (v31/*:: as any*/)
                ],
                "storageKey": null
              },
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "counterpartyAlias",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionPattern",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionMatch",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amountMin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amountMax",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priority",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "condition": "withCounterparties",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v32/*:: as any*/),
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
                          (v26/*:: as any*/),
                          (v31/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "generated",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "status",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Entity",
                            "kind": "LinkedField",
                            "name": "entity",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isDefault",
                                "storageKey": null
                              },
                              (v24/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v28/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "storageKey": "counterparties(first:50)"
              },
              {
                "alias": null,
                "args": (v32/*:: as any*/),
                "filters": [
                  "search"
                ],
                "handle": "connection",
                "key": "CounterpartySelect_counterparties",
                "kind": "LinkedHandle",
                "name": "counterparties"
              }
            ]
          }
        ]
      }
    ]
  },
  "params": {
    "id": "aec79727a945a56a0c4870a5c3b4a3d4f88ef1c78d030a64ac8bdcec3e0ba97d",
    "metadata": {},
    "name": "CashFlowPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "42b9f892d5ec181437d4614ef63ea23b";

export default node;
