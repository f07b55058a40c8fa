/**
 * @generated SignedSource<<09162cc039da397b5b497d8141179023>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type MatchStrategy = "MANY_TO_ONE" | "ONE_TO_MANY" | "ONE_TO_ONE" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type ReconciliationProposalAlternativesQuery$variables = {
  first: number;
  id: string;
};
export type ReconciliationProposalAlternativesQuery$data = {
  readonly node: {
    readonly candidates?: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly items: ReadonlyArray<{
        readonly __typename: "Bill";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly billDescription: string | null | undefined;
        readonly counterparty: {
          readonly alias: string;
        } | null | undefined;
        readonly dueDate: string;
        readonly id: string;
        readonly number: string | null | undefined;
      } | {
        readonly __typename: "ExpectedTransaction";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly counterparty: {
          readonly alias: string;
        } | null | undefined;
        readonly date: string;
        readonly description: string;
        readonly externalId: string | null | undefined;
        readonly id: string;
      } | {
        readonly __typename: "InvoicePayment";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly customerName: string;
        readonly id: string;
        readonly paymentDate: string;
        readonly paymentNumber: string;
        readonly paymentReference: string | null | undefined;
      } | {
        readonly __typename: "Payment";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly beneficiary: {
          readonly accountName: string;
        };
        readonly counterparty: {
          readonly alias: string;
        } | null | undefined;
        readonly id: string;
        readonly memo: string | null | undefined;
        readonly paymentDate: string;
      } | {
        readonly __typename: "PaymentSettlement";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly date: string;
        readonly id: string;
        readonly paymentProvider: {
          readonly name: string;
        } | null | undefined;
        readonly reference: string | null | undefined;
      } | {
        readonly __typename: "SalesInvoice";
        readonly customerName: string;
        readonly dueDate: string;
        readonly id: string;
        readonly invoiceNumber: string | null | undefined;
        readonly totals: {
          readonly grandTotal: {
            readonly amount: string;
            readonly currency: Currency;
          };
        };
      } | {
        readonly __typename: "Transfer";
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly beneficiary: {
          readonly accountName: string;
        };
        readonly destinationAccount: {
          readonly alias: string;
        } | null | undefined;
        readonly id: string;
        readonly memo: string | null | undefined;
        readonly paymentDate: string;
      } | {
        // This will never be '%other', but we need some
        // value in case none of the concrete values match.
        readonly __typename: "%other";
      }>;
      readonly rank: number;
      readonly reasons: ReadonlyArray<{
        readonly code: string;
        readonly text: string;
        readonly values: ReadonlyArray<{
          readonly name: string;
          readonly value: string;
        }>;
      }>;
      readonly result: MatchResult;
      readonly score: number;
      readonly statementTransactions: ReadonlyArray<{
        readonly direction: TransactionDirection;
        readonly id: string;
      }>;
      readonly strategy: MatchStrategy;
    }>;
  } | null | undefined;
};
export type ReconciliationProposalAlternativesQuery = {
  response: ReconciliationProposalAlternativesQuery$data;
  variables: ReconciliationProposalAlternativesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "strategy",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "result",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v8 = [
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
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ReconciliationReason",
  "kind": "LinkedField",
  "name": "reasons",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReconciliationReasonValue",
      "kind": "LinkedField",
      "name": "values",
      "plural": true,
      "selections": [
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "StatementTransaction",
  "kind": "LinkedField",
  "name": "statementTransactions",
  "plural": true,
  "selections": [
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "externalId",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v19 = [
  (v18/*:: as any*/)
],
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": (v19/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDate",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memo",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentBeneficiary",
  "kind": "LinkedField",
  "name": "beneficiary",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v26 = {
  "alias": "billDescription",
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerName",
  "storageKey": null
},
v28 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
    (v24/*:: as any*/),
    {
      "alias": "invoiceNumber",
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    (v27/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "grandTotal",
          "plural": false,
          "selections": (v8/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SalesInvoice",
  "abstractKey": null
},
v29 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
    (v21/*:: as any*/),
    {
      "alias": "paymentNumber",
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    (v27/*:: as any*/),
    {
      "alias": "paymentReference",
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    (v9/*:: as any*/)
  ],
  "type": "InvoicePayment",
  "abstractKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reference",
  "storageKey": null
},
v31 = [
  (v18/*:: as any*/),
  (v12/*:: as any*/)
],
v32 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": (v31/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationProposalAlternativesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "ReconciliationCandidate",
                "kind": "LinkedField",
                "name": "candidates",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v11/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v14/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v9/*:: as any*/),
                          (v20/*:: as any*/)
                        ],
                        "type": "ExpectedTransaction",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v9/*:: as any*/),
                          (v23/*:: as any*/),
                          (v20/*:: as any*/)
                        ],
                        "type": "Payment",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v9/*:: as any*/),
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "BankAccount",
                            "kind": "LinkedField",
                            "name": "destinationAccount",
                            "plural": false,
                            "selections": (v19/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "type": "Transfer",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          (v9/*:: as any*/),
                          (v20/*:: as any*/)
                        ],
                        "type": "Bill",
                        "abstractKey": null
                      },
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v15/*:: as any*/),
                          (v30/*:: as any*/),
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PaymentProvider",
                            "kind": "LinkedField",
                            "name": "paymentProvider",
                            "plural": false,
                            "selections": [
                              (v10/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "PaymentSettlement",
                        "abstractKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ReconciliationProposal",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReconciliationProposalAlternativesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v14/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "ReconciliationCandidate",
                "kind": "LinkedField",
                "name": "candidates",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v11/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v14/*:: as any*/),
                      {
                        "kind": "TypeDiscriminator",
                        "abstractKey": "__isReconcilableItem"
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v9/*:: as any*/),
                          (v32/*:: as any*/)
                        ],
                        "type": "ExpectedTransaction",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v9/*:: as any*/),
                          (v23/*:: as any*/),
                          (v32/*:: as any*/)
                        ],
                        "type": "Payment",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v9/*:: as any*/),
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "BankAccount",
                            "kind": "LinkedField",
                            "name": "destinationAccount",
                            "plural": false,
                            "selections": (v31/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "type": "Transfer",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          (v9/*:: as any*/),
                          (v32/*:: as any*/)
                        ],
                        "type": "Bill",
                        "abstractKey": null
                      },
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/),
                          (v15/*:: as any*/),
                          (v30/*:: as any*/),
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PaymentProvider",
                            "kind": "LinkedField",
                            "name": "paymentProvider",
                            "plural": false,
                            "selections": [
                              (v10/*:: as any*/),
                              (v12/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "PaymentSettlement",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v12/*:: as any*/)
                        ],
                        "type": "Node",
                        "abstractKey": "__isNode"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ReconciliationProposal",
            "abstractKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "adbaa595f75f6f8fae247483943867de",
    "id": null,
    "metadata": {},
    "name": "ReconciliationProposalAlternativesQuery",
    "operationKind": "query",
    "text": "query ReconciliationProposalAlternativesQuery(\n  $id: ID!\n  $first: Int!\n) {\n  node(id: $id) {\n    __typename\n    ... on ReconciliationProposal {\n      candidates(first: $first) {\n        rank\n        strategy\n        result\n        score\n        amount {\n          amount\n          currency\n        }\n        reasons {\n          code\n          text\n          values {\n            name\n            value\n          }\n        }\n        statementTransactions {\n          id\n          direction\n        }\n        items {\n          __typename\n          __isReconcilableItem: __typename\n          ... on ExpectedTransaction {\n            id\n            date\n            description\n            externalId\n            amount {\n              amount\n              currency\n            }\n            counterparty {\n              alias\n              id\n            }\n          }\n          ... on Payment {\n            id\n            paymentDate\n            memo\n            amount {\n              amount\n              currency\n            }\n            beneficiary {\n              accountName\n            }\n            counterparty {\n              alias\n              id\n            }\n          }\n          ... on Transfer {\n            id\n            paymentDate\n            memo\n            amount {\n              amount\n              currency\n            }\n            beneficiary {\n              accountName\n            }\n            destinationAccount {\n              alias\n              id\n            }\n          }\n          ... on Bill {\n            id\n            dueDate\n            number\n            billDescription: description\n            amount {\n              amount\n              currency\n            }\n            counterparty {\n              alias\n              id\n            }\n          }\n          ... on SalesInvoice {\n            id\n            dueDate\n            invoiceNumber: number\n            customerName\n            totals {\n              grandTotal {\n                amount\n                currency\n              }\n            }\n          }\n          ... on InvoicePayment {\n            id\n            paymentDate\n            paymentNumber: number\n            customerName\n            paymentReference: reference\n            amount {\n              amount\n              currency\n            }\n          }\n          ... on PaymentSettlement {\n            id\n            date\n            reference\n            amount {\n              amount\n              currency\n            }\n            paymentProvider {\n              name\n              id\n            }\n          }\n          ... on Node {\n            __isNode: __typename\n            id\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ea16b7cf1f8db7fa7dc4b5d06ab98dd";

export default node;
