/**
 * @generated SignedSource<<156aa199e1047f7b917fab2848584c6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentCreatePageQuery$variables = {
  billId: string;
  expectedTransactionId: string;
  paysBill: boolean;
  paysExpected: boolean;
};
export type PaymentCreatePageQuery$data = {
  readonly bill?: {
    readonly bill: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderForm_bill">;
    } | null | undefined;
  } | null | undefined;
  readonly expected?: {
    readonly expectedTransaction: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderForm_expectedTransaction">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly organization: {
      readonly paymentsActive: boolean;
      readonly timeZone: string;
    };
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartySelect_query" | "PaymentOrderForm_options">;
};
export type PaymentCreatePageQuery = {
  response: PaymentCreatePageQuery$data;
  variables: PaymentCreatePageQuery$variables;
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
  "name": "paysBill"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paysExpected"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentsActive",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "expectedTransactionId"
  }
],
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "billId"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v12 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/)
],
v13 = [
  (v10/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountNumber",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
      "name": "code",
      "storageKey": null
    },
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "legalName",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "generated",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v24 = [
  (v9/*:: as any*/)
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v14/*:: as any*/),
    (v19/*:: as any*/),
    (v25/*:: as any*/),
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
    (v20/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CounterpartyBankAccount",
      "kind": "LinkedField",
      "name": "bankAccounts",
      "plural": true,
      "selections": [
        (v9/*:: as any*/),
        (v15/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        (v14/*:: as any*/),
        (v17/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
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
            "args": (v7/*:: as any*/),
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
                      "name": "PaymentOrderForm_expectedTransaction"
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
            "args": (v8/*:: as any*/),
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
                      "name": "PaymentOrderForm_bill"
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
        "args": null,
        "kind": "FragmentSpread",
        "name": "CounterpartySelect_query"
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
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PaymentCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v9/*:: as any*/)
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
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "upTo",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "above",
            "plural": false,
            "selections": (v13/*:: as any*/),
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
          (v9/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v11/*:: as any*/),
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
              (v9/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
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
                  (v9/*:: as any*/),
                  (v14/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
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
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/)
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
        "args": (v18/*:: as any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "CounterpartySelect_counterparties",
        "kind": "LinkedHandle",
        "name": "counterparties"
      },
      {
        "condition": "paysExpected",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "expected",
            "args": (v7/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v9/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v22/*:: as any*/),
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
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BankAccount",
                    "kind": "LinkedField",
                    "name": "bankAccount",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
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
                      (v21/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v26/*:: as any*/)
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
            "args": (v8/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v9/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  },
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueDate",
                    "storageKey": null
                  },
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentStatus",
                    "storageKey": null
                  },
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Payment",
                    "kind": "LinkedField",
                    "name": "payingOrder",
                    "plural": false,
                    "selections": (v24/*:: as any*/),
                    "storageKey": null
                  },
                  (v26/*:: as any*/)
                ],
                "type": "Bill",
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
    "cacheID": "f51bf6fd99e67a87db6dbca54155a36d",
    "id": null,
    "metadata": {},
    "name": "PaymentCreatePageQuery",
    "operationKind": "query",
    "text": "query PaymentCreatePageQuery(\n  $expectedTransactionId: ID!\n  $paysExpected: Boolean!\n  $billId: ID!\n  $paysBill: Boolean!\n) {\n  viewer {\n    permissions\n    organization {\n      timeZone\n      paymentsActive\n      id\n    }\n  }\n  ...PaymentOrderForm_options\n  expected: node(id: $expectedTransactionId) @include(if: $paysExpected) {\n    __typename\n    ...PaymentOrderForm_expectedTransaction\n    id\n  }\n  bill: node(id: $billId) @include(if: $paysBill) {\n    __typename\n    ...PaymentOrderForm_bill\n    id\n  }\n  ...CounterpartySelect_query\n}\n\nfragment CounterpartySelect_query on Query {\n  counterparties(first: 50) {\n    edges {\n      node {\n        id\n        alias\n        legalName\n        generated\n        entity {\n          isDefault\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PaymentOrderForm_bill on Bill {\n  id\n  number\n  description\n  dueDate\n  status\n  paymentStatus\n  amount {\n    amount\n    currency\n  }\n  payingOrder {\n    id\n  }\n  counterparty {\n    id\n    alias\n    legalName\n    status\n    type\n    taxNumber\n    generated\n    bankAccounts {\n      id\n      accountNumber\n      accountName\n      alias\n      bank {\n        code\n        name\n      }\n    }\n  }\n}\n\nfragment PaymentOrderForm_expectedTransaction on ExpectedTransaction {\n  id\n  description\n  date\n  direction\n  reconciliationStatus\n  amount {\n    amount\n    currency\n  }\n  bankAccount {\n    id\n  }\n  payingOrder {\n    __typename\n    id\n  }\n  counterparty {\n    id\n    alias\n    legalName\n    status\n    type\n    taxNumber\n    generated\n    bankAccounts {\n      id\n      accountNumber\n      accountName\n      alias\n      bank {\n        code\n        name\n      }\n    }\n  }\n}\n\nfragment PaymentOrderForm_options on Query {\n  paymentMethods {\n    method\n    fee {\n      amount\n      currency\n    }\n    upTo {\n      amount\n    }\n    above {\n      amount\n    }\n    interbank\n  }\n  bankAccounts {\n    id\n    alias\n    accountNumber\n    currency\n    connectionType\n    entity {\n      id\n      name\n    }\n    bank {\n      code\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f08e1864dee9cfe80e618eadd874c9d";

export default node;
