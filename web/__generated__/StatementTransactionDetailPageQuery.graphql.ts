/**
 * @generated SignedSource<<8ddfa29eef58bd53869f03d9c0503736>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashCategorySource = "MANUAL" | "RULE" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type MatchResult = "FULL_MATCH" | "PARTIAL_MATCH" | "%future added value";
export type ReconciliationKind = "AUTOMATIC" | "MANUAL" | "REVIEW" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type StatementSource = "API" | "CRAWLER" | "IMPORT" | "MANUAL" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type StatementTransactionDetailPageQuery$variables = {
  id: string;
};
export type StatementTransactionDetailPageQuery$data = {
  readonly node: {
    readonly __typename: "StatementTransaction";
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly bankAccount: {
      readonly accountNumber: string;
      readonly alias: string;
      readonly bank: {
        readonly name: string;
      };
    } | null | undefined;
    readonly cashCategory: {
      readonly category: CashCategory;
      readonly rule: {
        readonly name: string;
      } | null | undefined;
      readonly source: CashCategorySource;
    } | null | undefined;
    readonly createdAt: string;
    readonly createdBy: {
      readonly email: string;
      readonly fullName: string;
    } | null | undefined;
    readonly date: string;
    readonly description: string;
    readonly direction: TransactionDirection;
    readonly endingBalance: {
      readonly amount: string;
      readonly currency: Currency;
    } | null | undefined;
    readonly id: string;
    readonly postingDate: string | null | undefined;
    readonly reconciledAmount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly reconciliationStatus: ReconciliationStatus;
    readonly reconciliations: ReadonlyArray<{
      readonly allocations: ReadonlyArray<{
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly fee: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly item: {
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
        } | null | undefined;
      }>;
      readonly createdAt: string;
      readonly createdBy: {
        readonly email: string;
        readonly fullName: string;
      } | null | undefined;
      readonly id: string;
      readonly kind: ReconciliationKind;
      readonly result: MatchResult;
    }>;
    readonly reference: string | null | undefined;
    readonly source: StatementSource;
    readonly time: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly viewer: {
    readonly organization: {
      readonly timeZone: string;
    };
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type StatementTransactionDetailPageQuery = {
  response: StatementTransactionDetailPageQuery$data;
  variables: StatementTransactionDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "time",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "postingDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reference",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
  "storageKey": null
},
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
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "endingBalance",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reconciliationStatus",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "reconciledAmount",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "createdBy",
  "plural": false,
  "selections": [
    (v19/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountNumber",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v25 = [
  (v24/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Bank",
  "kind": "LinkedField",
  "name": "bank",
  "plural": false,
  "selections": (v25/*:: as any*/),
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "result",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "fee",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "externalId",
  "storageKey": null
},
v32 = [
  (v22/*:: as any*/)
],
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDate",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memo",
  "storageKey": null
},
v36 = {
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
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v39 = {
  "alias": "billDescription",
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "createdBy",
  "plural": false,
  "selections": [
    (v19/*:: as any*/),
    (v20/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v41 = [
  (v24/*:: as any*/),
  (v5/*:: as any*/)
],
v42 = [
  (v22/*:: as any*/),
  (v5/*:: as any*/)
],
v43 = {
  "alias": null,
  "args": null,
  "concreteType": "Counterparty",
  "kind": "LinkedField",
  "name": "counterparty",
  "plural": false,
  "selections": (v42/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementTransactionDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "BankAccount",
                "kind": "LinkedField",
                "name": "bankAccount",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v26/*:: as any*/)
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
                  (v27/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashFlowRule",
                    "kind": "LinkedField",
                    "name": "rule",
                    "plural": false,
                    "selections": (v25/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v18/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReconciliationAllocation",
                    "kind": "LinkedField",
                    "name": "allocations",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/),
                      (v30/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "item",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v6/*:: as any*/),
                              (v9/*:: as any*/),
                              (v31/*:: as any*/),
                              (v13/*:: as any*/),
                              (v33/*:: as any*/)
                            ],
                            "type": "ExpectedTransaction",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v34/*:: as any*/),
                              (v35/*:: as any*/),
                              (v13/*:: as any*/),
                              (v36/*:: as any*/),
                              (v33/*:: as any*/)
                            ],
                            "type": "Payment",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v34/*:: as any*/),
                              (v35/*:: as any*/),
                              (v13/*:: as any*/),
                              (v36/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "BankAccount",
                                "kind": "LinkedField",
                                "name": "destinationAccount",
                                "plural": false,
                                "selections": (v32/*:: as any*/),
                                "storageKey": null
                              }
                            ],
                            "type": "Transfer",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v37/*:: as any*/),
                              (v38/*:: as any*/),
                              (v39/*:: as any*/),
                              (v13/*:: as any*/),
                              (v33/*:: as any*/)
                            ],
                            "type": "Bill",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v6/*:: as any*/),
                              (v10/*:: as any*/),
                              (v13/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "PaymentProvider",
                                "kind": "LinkedField",
                                "name": "paymentProvider",
                                "plural": false,
                                "selections": (v25/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "type": "StatementTransaction",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatementTransactionDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v40/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "BankAccount",
                "kind": "LinkedField",
                "name": "bankAccount",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v26/*:: as any*/),
                  (v5/*:: as any*/)
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
                  (v27/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CashFlowRule",
                    "kind": "LinkedField",
                    "name": "rule",
                    "plural": false,
                    "selections": (v41/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v18/*:: as any*/),
                  (v40/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReconciliationAllocation",
                    "kind": "LinkedField",
                    "name": "allocations",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/),
                      (v30/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "item",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "kind": "TypeDiscriminator",
                            "abstractKey": "__isReconcilableItem"
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v6/*:: as any*/),
                              (v9/*:: as any*/),
                              (v31/*:: as any*/),
                              (v13/*:: as any*/),
                              (v43/*:: as any*/)
                            ],
                            "type": "ExpectedTransaction",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v34/*:: as any*/),
                              (v35/*:: as any*/),
                              (v13/*:: as any*/),
                              (v36/*:: as any*/),
                              (v43/*:: as any*/)
                            ],
                            "type": "Payment",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v34/*:: as any*/),
                              (v35/*:: as any*/),
                              (v13/*:: as any*/),
                              (v36/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "BankAccount",
                                "kind": "LinkedField",
                                "name": "destinationAccount",
                                "plural": false,
                                "selections": (v42/*:: as any*/),
                                "storageKey": null
                              }
                            ],
                            "type": "Transfer",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v37/*:: as any*/),
                              (v38/*:: as any*/),
                              (v39/*:: as any*/),
                              (v13/*:: as any*/),
                              (v43/*:: as any*/)
                            ],
                            "type": "Bill",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/),
                              (v6/*:: as any*/),
                              (v10/*:: as any*/),
                              (v13/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "PaymentProvider",
                                "kind": "LinkedField",
                                "name": "paymentProvider",
                                "plural": false,
                                "selections": (v41/*:: as any*/),
                                "storageKey": null
                              }
                            ],
                            "type": "PaymentSettlement",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v5/*:: as any*/)
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
                "storageKey": null
              }
            ],
            "type": "StatementTransaction",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c174838d46b8b9293f6cf7e02e83a304",
    "id": null,
    "metadata": {},
    "name": "StatementTransactionDetailPageQuery",
    "operationKind": "query",
    "text": "query StatementTransactionDetailPageQuery(\n  $id: ID!\n) {\n  viewer {\n    permissions\n    organization {\n      timeZone\n      id\n    }\n  }\n  node(id: $id) {\n    __typename\n    ... on StatementTransaction {\n      id\n      date\n      time\n      postingDate\n      description\n      reference\n      direction\n      amount {\n        amount\n        currency\n      }\n      endingBalance {\n        amount\n        currency\n      }\n      source\n      reconciliationStatus\n      reconciledAmount {\n        amount\n        currency\n      }\n      createdAt\n      createdBy {\n        fullName\n        email\n        id\n      }\n      bankAccount {\n        alias\n        accountNumber\n        bank {\n          name\n        }\n        id\n      }\n      cashCategory {\n        category\n        source\n        rule {\n          name\n          id\n        }\n      }\n      reconciliations {\n        id\n        kind\n        result\n        createdAt\n        createdBy {\n          fullName\n          email\n          id\n        }\n        allocations {\n          amount {\n            amount\n            currency\n          }\n          fee {\n            amount\n            currency\n          }\n          item {\n            __typename\n            __isReconcilableItem: __typename\n            ... on ExpectedTransaction {\n              id\n              date\n              description\n              externalId\n              amount {\n                amount\n                currency\n              }\n              counterparty {\n                alias\n                id\n              }\n            }\n            ... on Payment {\n              id\n              paymentDate\n              memo\n              amount {\n                amount\n                currency\n              }\n              beneficiary {\n                accountName\n              }\n              counterparty {\n                alias\n                id\n              }\n            }\n            ... on Transfer {\n              id\n              paymentDate\n              memo\n              amount {\n                amount\n                currency\n              }\n              beneficiary {\n                accountName\n              }\n              destinationAccount {\n                alias\n                id\n              }\n            }\n            ... on Bill {\n              id\n              dueDate\n              number\n              billDescription: description\n              amount {\n                amount\n                currency\n              }\n              counterparty {\n                alias\n                id\n              }\n            }\n            ... on PaymentSettlement {\n              id\n              date\n              reference\n              amount {\n                amount\n                currency\n              }\n              paymentProvider {\n                name\n                id\n              }\n            }\n            ... on Node {\n              __isNode: __typename\n              id\n            }\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "21353b7f0ba154f9dd205140d627b783";

export default node;
