/**
 * @generated SignedSource<<190c8d8b485c9cfef90d76f7bd3a848e>>
 * @relayHash 057cd761f4d647f98cfcf4c211a3b6c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5321e29551822d5f0370bbf274a1aa03832326191ff411f20ff3aa42b567403a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CashForecastPageQuery$variables = {
  currency: Currency;
  granularity: CashForecastGranularity;
  scenarioIds?: ReadonlyArray<string> | null | undefined;
  snapshotId: string;
  withComparison: boolean;
  withForecast: boolean;
  withScenarioItems: boolean;
  withSnapshots: boolean;
};
export type CashForecastPageQuery$data = {
  readonly cashForecast?: {
    readonly removable?: {
      readonly " $fragmentSpreads": FragmentRefs<"ScenarioPanel_forecast">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CashForecastView_forecast">;
  };
  readonly cashForecastScenarios: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"ScenarioPanel_scenarios">;
  }>;
  readonly cashForecastSnapshots?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ForecastActualsPanel_snapshots">;
  }>;
  readonly snapshot?: {
    readonly frozen: {
      readonly " $fragmentSpreads": FragmentRefs<"ForecastComparisonView_snapshot">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type CashForecastPageQuery = {
  response: CashForecastPageQuery$data;
  variables: CashForecastPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currency"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "granularity"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scenarioIds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "snapshotId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withComparison"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withForecast"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withScenarioItems"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSnapshots"
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
v10 = [
  (v9/*:: as any*/),
  {
    "kind": "Variable",
    "name": "granularity",
    "variableName": "granularity"
  },
  {
    "kind": "Variable",
    "name": "scenarioIds",
    "variableName": "scenarioIds"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = [
  (v9/*:: as any*/)
],
v14 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "snapshotId"
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flow",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "asOf",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "granularity",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "index",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v27 = [
  (v18/*:: as any*/)
],
v28 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "closing",
  "plural": false,
  "selections": (v27/*:: as any*/),
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v27/*:: as any*/),
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "openingBalance",
  "plural": false,
  "selections": (v27/*:: as any*/),
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counterpartyAlias",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scenarioName",
  "storageKey": null
},
v34 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "forecast",
    "plural": false,
    "selections": (v27/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "actual",
    "plural": false,
    "selections": (v27/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "variance",
    "plural": false,
    "selections": (v27/*:: as any*/),
    "storageKey": null
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
    "name": "CashForecastPageQuery",
    "selections": [
      (v8/*:: as any*/),
      {
        "condition": "withForecast",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "CashForecast",
            "kind": "LinkedField",
            "name": "cashForecast",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CashForecastView_forecast"
              },
              {
                "condition": "withScenarioItems",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "ScenarioPanel_forecast"
                        }
                      ],
                      "type": "CashForecast",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "removable"
                  }
                ]
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CashForecastScenario",
        "kind": "LinkedField",
        "name": "cashForecastScenarios",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ScenarioPanel_scenarios"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withSnapshots",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "CashForecastSnapshot",
            "kind": "LinkedField",
            "name": "cashForecastSnapshots",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ForecastActualsPanel_snapshots"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withComparison",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "snapshot",
            "args": (v14/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ForecastComparisonView_snapshot"
                    }
                  ],
                  "type": "CashForecastSnapshot",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "frozen"
              }
            ],
            "storageKey": null
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
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CashForecastPageQuery",
    "selections": [
      (v8/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "CashForecastScenario",
        "kind": "LinkedField",
        "name": "cashForecastScenarios",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CashForecastAdjustment",
            "kind": "LinkedField",
            "name": "adjustments",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percent",
                "storageKey": null
              },
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "amount",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              },
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemKey",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withForecast",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "CashForecast",
            "kind": "LinkedField",
            "name": "cashForecast",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v19/*:: as any*/),
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CashForecastPeriod",
                "kind": "LinkedField",
                "name": "periods",
                "plural": true,
                "selections": [
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "opening",
                    "plural": false,
                    "selections": (v27/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "inflows",
                    "plural": false,
                    "selections": (v27/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "outflows",
                    "plural": false,
                    "selections": (v27/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "net",
                    "plural": false,
                    "selections": (v27/*:: as any*/),
                    "storageKey": null
                  },
                  (v28/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CashForecastCategoryLine",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashForecastFigure",
                    "kind": "LinkedField",
                    "name": "periods",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "known",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "recurring",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "baseline",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "total",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
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
                "concreteType": "CashForecastScenarioResult",
                "kind": "LinkedField",
                "name": "scenarios",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashForecastScenario",
                    "kind": "LinkedField",
                    "name": "scenario",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashForecastPeriod",
                    "kind": "LinkedField",
                    "name": "periods",
                    "plural": true,
                    "selections": [
                      (v28/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CashForecastRecurringItem",
                "kind": "LinkedField",
                "name": "recurringItems",
                "plural": true,
                "selections": [
                  (v24/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bankAccountAlias",
                    "storageKey": null
                  },
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cadence",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "day",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "weekendRule",
                    "storageKey": null
                  },
                  (v29/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "occurrences",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v30/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CashForecastOpeningAccount",
                "kind": "LinkedField",
                "name": "openingAccounts",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "alias",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "condition": "withScenarioItems",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashForecastItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v24/*:: as any*/),
                      (v31/*:: as any*/),
                      (v17/*:: as any*/),
                      (v20/*:: as any*/),
                      (v32/*:: as any*/),
                      (v29/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withSnapshots",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "CashForecastSnapshot",
            "kind": "LinkedField",
            "name": "cashForecastSnapshots",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v33/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withComparison",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "snapshot",
            "args": (v14/*:: as any*/),
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
              },
              (v11/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v12/*:: as any*/),
                  (v19/*:: as any*/),
                  (v21/*:: as any*/),
                  (v33/*:: as any*/),
                  (v30/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashForecastComparison",
                    "kind": "LinkedField",
                    "name": "comparison",
                    "plural": false,
                    "selections": [
                      (v21/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CashForecastComparisonPeriod",
                        "kind": "LinkedField",
                        "name": "periods",
                        "plural": true,
                        "selections": [
                          (v23/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
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
                            "concreteType": "CashForecastVariance",
                            "kind": "LinkedField",
                            "name": "net",
                            "plural": false,
                            "selections": (v34/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CashForecastComparisonLine",
                        "kind": "LinkedField",
                        "name": "categories",
                        "plural": true,
                        "selections": [
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CashForecastVariance",
                            "kind": "LinkedField",
                            "name": "periods",
                            "plural": true,
                            "selections": (v34/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CashForecastComparisonItem",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          (v24/*:: as any*/),
                          (v31/*:: as any*/),
                          (v17/*:: as any*/),
                          (v20/*:: as any*/),
                          (v32/*:: as any*/),
                          (v29/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "outcome",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Money",
                            "kind": "LinkedField",
                            "name": "matched",
                            "plural": false,
                            "selections": (v27/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "matchedOn",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v22/*:: as any*/)
                ],
                "type": "CashForecastSnapshot",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "5321e29551822d5f0370bbf274a1aa03832326191ff411f20ff3aa42b567403a",
    "metadata": {},
    "name": "CashForecastPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "81ee1f132c58b2eed260c8315c93a07a";

export default node;
