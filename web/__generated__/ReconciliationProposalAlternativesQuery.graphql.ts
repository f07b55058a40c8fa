/**
 * @generated SignedSource<<8f67094961bec36d3a5c1d836c936e65>>
 * @relayHash adbaa595f75f6f8fae247483943867de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1ff160f24172ec1cb92a298d4b1fc5112ea5865879dd08142ee9996bc4c66fbf

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
    "id": "1ff160f24172ec1cb92a298d4b1fc5112ea5865879dd08142ee9996bc4c66fbf",
    "metadata": {},
    "name": "ReconciliationProposalAlternativesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ea16b7cf1f8db7fa7dc4b5d06ab98dd";

export default node;
