/**
 * @generated SignedSource<<b3b76f43994ff6bbcd37188298e96115>>
 * @relayHash 84c255bfef827dcd9f9ad1a5fe9bbc78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e9e94a405f9493b448a2dd3c6dd87fc32e0d39b86f64e995a526343b2e5df70

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderCreatePageQuery$variables = {
  billId: string;
  expectedTransactionId: string;
  isPayment: boolean;
  paysBill: boolean;
  paysExpected: boolean;
  paysRefund: boolean;
  refundId: string;
};
export type OrderCreatePageQuery$data = {
  readonly bill?: {
    readonly bill: {
      readonly " $fragmentSpreads": FragmentRefs<"usePaidRecord_bill">;
    } | null | undefined;
  } | null | undefined;
  readonly counterpartyChoices?: {
    readonly " $fragmentSpreads": FragmentRefs<"CounterpartySelect_query">;
  } | null | undefined;
  readonly expected?: {
    readonly expectedTransaction: {
      readonly " $fragmentSpreads": FragmentRefs<"usePaidRecord_expectedTransaction">;
    } | null | undefined;
  } | null | undefined;
  readonly refund?: {
    readonly invoicePayment: {
      readonly " $fragmentSpreads": FragmentRefs<"usePaidRecord_refund">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly organization: {
      readonly paymentsActive?: boolean;
      readonly timeZone: string;
      readonly transfersActive?: boolean;
    };
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderForm_options">;
};
export type OrderCreatePageQuery = {
  response: OrderCreatePageQuery$data;
  variables: OrderCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "billId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expectedTransactionId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isPayment"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paysBill"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paysExpected"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paysRefund"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "refundId"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v9 = {
  "condition": "isPayment",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentsActive",
      "storageKey": null
    }
  ]
},
v10 = {
  "condition": "isPayment",
  "kind": "Condition",
  "passingValue": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transfersActive",
      "storageKey": null
    }
  ]
},
v11 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "expectedTransactionId"
  }
],
v12 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "billId"
  }
],
v13 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "refundId"
  }
],
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
  "name": "amount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v17 = [
  (v15/*:: as any*/),
  (v16/*:: as any*/)
],
v18 = [
  (v15/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountNumber",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v22 = {
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
      "name": "code",
      "storageKey": null
    },
    (v21/*:: as any*/)
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v26 = [
  (v14/*:: as any*/)
],
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "legalName",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "generated",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": [
    (v14/*:: as any*/),
    (v19/*:: as any*/),
    (v27/*:: as any*/),
    (v28/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxNumber",
      "storageKey": null
    },
    (v29/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CounterpartyBankAccount",
      "kind": "LinkedField",
      "name": "bankAccounts",
      "plural": true,
      "selections": [
        (v14/*:: as any*/),
        (v20/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        (v19/*:: as any*/),
        (v22/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
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
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PaymentOrderForm_options"
      },
      {
        "condition": "paysExpected",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "expected",
            "args": (v11/*:: as any*/),
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
                      "name": "usePaidRecord_expectedTransaction"
                    }
                  ],
                  "type": "ExpectedTransaction",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "expectedTransaction"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "paysBill",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "bill",
            "args": (v12/*:: as any*/),
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
                      "name": "usePaidRecord_bill"
                    }
                  ],
                  "type": "Bill",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "bill"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "paysRefund",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "refund",
            "args": (v13/*:: as any*/),
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
                      "name": "usePaidRecord_refund"
                    }
                  ],
                  "type": "InvoicePayment",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "invoicePayment"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "isPayment",
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
                  "name": "CounterpartySelect_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "counterpartyChoices"
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
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrderCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentMethodInfo",
        "kind": "LinkedField",
        "name": "paymentMethods",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "method",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "fee",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "upTo",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "above",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "interbank",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BankAccount",
        "kind": "LinkedField",
        "name": "bankAccounts",
        "plural": true,
        "selections": [
          (v14/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connectionType",
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
              (v14/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "storageKey": null
          },
          (v22/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "paysExpected",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "expected",
            "args": (v11/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              (v14/*:: as any*/),
              {
                "kind": "InlineFragment",
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
                    "name": "direction",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reconciliationStatus",
                    "storageKey": null
                  },
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BankAccount",
                    "kind": "LinkedField",
                    "name": "bankAccount",
                    "plural": false,
                    "selections": (v26/*:: as any*/),
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
                      (v23/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "type": "ExpectedTransaction",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "paysBill",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "bill",
            "args": (v12/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              (v14/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v31/*:: as any*/),
                  (v24/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueDate",
                    "storageKey": null
                  },
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentStatus",
                    "storageKey": null
                  },
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Payment",
                    "kind": "LinkedField",
                    "name": "payingOrder",
                    "plural": false,
                    "selections": (v26/*:: as any*/),
                    "storageKey": null
                  },
                  (v30/*:: as any*/)
                ],
                "type": "Bill",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "paysRefund",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "refund",
            "args": (v13/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              (v14/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "customerName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentDate",
                    "storageKey": null
                  },
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "unallocatedAmount",
                    "plural": false,
                    "selections": (v17/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "type": "InvoicePayment",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "isPayment",
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
                      (v14/*:: as any*/),
                      (v19/*:: as any*/),
                      (v27/*:: as any*/),
                      (v29/*:: as any*/),
                      (v28/*:: as any*/),
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
                          (v14/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v23/*:: as any*/)
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
  },
  "params": {
    "id": "5e9e94a405f9493b448a2dd3c6dd87fc32e0d39b86f64e995a526343b2e5df70",
    "metadata": {},
    "name": "OrderCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "350c775d0822158862f694abb11e8801";

export default node;
