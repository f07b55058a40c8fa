/**
 * @generated SignedSource<<f5dd90451376d91c180a0f25bf67c673>>
 * @relayHash 4ae3463ee9636134c06f447e9b3984e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff9ce15db7e7e1703da144270e59062461b33cebc63b37711cb4bb71cd3e9ba0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ReconciliationStatus = "ARCHIVED" | "PARTIAL" | "RECONCILED" | "UNRECONCILED" | "%future added value";
export type ReconciliationPageQuery$variables = {
  bankAccountId?: string | null | undefined;
  count: number;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  lineId: string;
  reconciliationStatus?: ReconciliationStatus | null | undefined;
  withBankAccounts: boolean;
  withLine: boolean;
  withProposals: boolean;
};
export type ReconciliationPageQuery$data = {
  readonly bankAccounts?: ReadonlyArray<{
    readonly accountNumber: string;
    readonly alias: string;
    readonly currency: Currency;
    readonly id: string;
  }>;
  readonly lastRunAt?: string | null | undefined;
  readonly line?: {
    readonly __typename: string;
    readonly id?: string;
    readonly matchPane: {
      readonly " $fragmentSpreads": FragmentRefs<"ReconciliationMatchPane_line">;
    } | null | undefined;
    readonly matches: {
      readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineMatches_line">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly organization: {
      readonly timeZone: string;
    };
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ReconciliationLineList_query">;
};
export type ReconciliationPageQuery = {
  response: ReconciliationPageQuery$data;
  variables: ReconciliationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bankAccountId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateFrom"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateTo"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lineId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reconciliationStatus"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withBankAccounts"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withLine"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withProposals"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
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
  "name": "alias",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v14 = {
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
        (v11/*:: as any*/),
        (v12/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        },
        (v13/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v15 = {
  "kind": "Variable",
  "name": "bankAccountId",
  "variableName": "bankAccountId"
},
v16 = {
  "kind": "Variable",
  "name": "dateFrom",
  "variableName": "dateFrom"
},
v17 = {
  "kind": "Variable",
  "name": "dateTo",
  "variableName": "dateTo"
},
v18 = {
  "kind": "Variable",
  "name": "reconciliationStatus",
  "variableName": "reconciliationStatus"
},
v19 = {
  "condition": "withProposals",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "lastRunAt",
      "args": null,
      "kind": "ScalarField",
      "name": "reconciliationLastRunAt",
      "storageKey": null
    }
  ]
},
v20 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "lineId"
  }
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v22 = [
  (v11/*:: as any*/)
],
v23 = [
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v18/*:: as any*/)
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v28 = [
  (v27/*:: as any*/),
  (v13/*:: as any*/)
],
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v28/*:: as any*/),
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "reconciledAmount",
  "plural": false,
  "selections": [
    (v27/*:: as any*/)
  ],
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reconciliationStatus",
  "storageKey": null
},
v32 = [
  (v12/*:: as any*/),
  (v11/*:: as any*/)
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
  "name": "customerName",
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
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v14/*:: as any*/),
      {
        "args": [
          (v15/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ReconciliationLineList_query"
      },
      (v19/*:: as any*/),
      {
        "condition": "withLine",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "line",
            "args": (v20/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v22/*:: as any*/),
                "type": "StatementTransaction",
                "abstractKey": null
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ReconciliationMatchPane_line"
                    }
                  ],
                  "type": "StatementTransaction",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "matchPane"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ReconciliationLineMatches_line"
                    }
                  ],
                  "type": "StatementTransaction",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "matches"
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
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v8/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReconciliationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "lines",
        "args": (v23/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BankAccount",
                    "kind": "LinkedField",
                    "name": "bankAccount",
                    "plural": false,
                    "selections": (v32/*:: as any*/),
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
        "storageKey": null
      },
      {
        "alias": "lines",
        "args": (v23/*:: as any*/),
        "filters": [
          "bankAccountId",
          "dateFrom",
          "dateTo",
          "reconciliationStatus"
        ],
        "handle": "connection",
        "key": "ReconciliationLineList_lines",
        "kind": "LinkedHandle",
        "name": "statementTransactions"
      },
      (v14/*:: as any*/),
      (v19/*:: as any*/),
      {
        "condition": "withLine",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "line",
            "args": (v20/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v11/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  (v24/*:: as any*/)
                ],
                "type": "StatementTransaction",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v29/*:: as any*/),
                  (v31/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Reconciliation",
                    "kind": "LinkedField",
                    "name": "reconciliations",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "result",
                        "storageKey": null
                      },
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "createdBy",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fullName",
                            "storageKey": null
                          },
                          (v11/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ReconciliationAllocation",
                        "kind": "LinkedField",
                        "name": "allocations",
                        "plural": true,
                        "selections": [
                          (v29/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StatementTransaction",
                            "kind": "LinkedField",
                            "name": "statementTransaction",
                            "plural": false,
                            "selections": [
                              (v11/*:: as any*/),
                              (v25/*:: as any*/),
                              (v26/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "item",
                            "plural": false,
                            "selections": [
                              (v21/*:: as any*/),
                              {
                                "kind": "TypeDiscriminator",
                                "abstractKey": "__isReconcilableItem"
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v11/*:: as any*/),
                                  (v25/*:: as any*/),
                                  (v26/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "externalId",
                                    "storageKey": null
                                  },
                                  (v29/*:: as any*/),
                                  (v33/*:: as any*/)
                                ],
                                "type": "ExpectedTransaction",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v11/*:: as any*/),
                                  (v34/*:: as any*/),
                                  (v35/*:: as any*/),
                                  (v29/*:: as any*/),
                                  (v36/*:: as any*/),
                                  (v33/*:: as any*/)
                                ],
                                "type": "Payment",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v11/*:: as any*/),
                                  (v34/*:: as any*/),
                                  (v35/*:: as any*/),
                                  (v29/*:: as any*/),
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
                                  (v11/*:: as any*/),
                                  (v37/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "number",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": "billDescription",
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "description",
                                    "storageKey": null
                                  },
                                  (v29/*:: as any*/),
                                  (v33/*:: as any*/)
                                ],
                                "type": "Bill",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v11/*:: as any*/),
                                  (v37/*:: as any*/),
                                  {
                                    "alias": "invoiceNumber",
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "number",
                                    "storageKey": null
                                  },
                                  (v38/*:: as any*/),
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
                                        "selections": (v28/*:: as any*/),
                                        "storageKey": null
                                      }
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "type": "SalesInvoice",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v11/*:: as any*/),
                                  (v34/*:: as any*/),
                                  {
                                    "alias": "paymentNumber",
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "number",
                                    "storageKey": null
                                  },
                                  (v38/*:: as any*/),
                                  {
                                    "alias": "paymentReference",
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "reference",
                                    "storageKey": null
                                  },
                                  (v29/*:: as any*/)
                                ],
                                "type": "InvoicePayment",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v11/*:: as any*/),
                                  (v25/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "reference",
                                    "storageKey": null
                                  },
                                  (v29/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "PaymentProvider",
                                    "kind": "LinkedField",
                                    "name": "paymentProvider",
                                    "plural": false,
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "name",
                                        "storageKey": null
                                      },
                                      (v11/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "type": "PaymentSettlement",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v22/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "ff9ce15db7e7e1703da144270e59062461b33cebc63b37711cb4bb71cd3e9ba0",
    "metadata": {},
    "name": "ReconciliationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c5a539d70dcb39038bbc1eb5d0a9ad17";

export default node;
