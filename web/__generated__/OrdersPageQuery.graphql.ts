/**
 * @generated SignedSource<<5494e6257edb3a23be2899b6bcb740de>>
 * @relayHash fcaf83739a73ab7b82936185cbe22ebb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d492ee5164fde384f98db1a130067279d4bb35d7c28ef7876e1196e07a63894

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentSort = "AMOUNT" | "BENEFICIARY" | "CREATED_AT" | "PAYMENT_DATE" | "STATUS" | "UPDATED_AT" | "%future added value";
export type PaymentTab = "ALL" | "CANCELLED_REJECTED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "SCHEDULED" | "SENT" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
export type OrdersPageQuery$variables = {
  archived: boolean;
  count: number;
  isPayment: boolean;
  sort?: PaymentSort | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  tab: PaymentTab;
};
export type OrdersPageQuery$data = {
  readonly paymentList?: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderList_payments">;
  } | null | undefined;
  readonly transferList?: {
    readonly " $fragmentSpreads": FragmentRefs<"OrderList_transfers">;
  } | null | undefined;
  readonly viewer: {
    readonly organization: {
      readonly timeZone: string;
    };
    readonly permissions: ReadonlyArray<string>;
    readonly twoFactorMethods: ReadonlyArray<{
      readonly type: TwoFactorMethodType;
    }>;
  } | null | undefined;
};
export type OrdersPageQuery = {
  response: OrdersPageQuery$data;
  variables: OrdersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "archived"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isPayment"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortDirection"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tab"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timeZone",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "TwoFactorMethod",
  "kind": "LinkedField",
  "name": "twoFactorMethods",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "kind": "Variable",
  "name": "archived",
  "variableName": "archived"
},
v10 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v11 = {
  "kind": "Variable",
  "name": "sortDirection",
  "variableName": "sortDirection"
},
v12 = {
  "kind": "Variable",
  "name": "tab",
  "variableName": "tab"
},
v13 = [
  (v9/*:: as any*/),
  {
    "kind": "Variable",
    "name": "count",
    "variableName": "count"
  },
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = [
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
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v17 = [
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
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "ListTotal",
  "kind": "LinkedField",
  "name": "totals",
  "plural": true,
  "selections": [
    (v18/*:: as any*/),
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
      "name": "count",
      "storageKey": null
    }
  ],
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
  "name": "alias",
  "storageKey": null
},
v22 = [
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
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
        "kind": "ScalarField",
        "name": "archived",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanApprove",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentExport",
        "kind": "LinkedField",
        "name": "manualExport",
        "plural": false,
        "selections": [
          (v14/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
            "name": "bankName",
            "storageKey": null
          },
          (v20/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "concreteType": "BankAccount",
        "kind": "LinkedField",
        "name": "sourceAccount",
        "plural": false,
        "selections": [
          (v21/*:: as any*/),
          (v20/*:: as any*/),
          {
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
          (v14/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "method",
        "storageKey": null
      },
      (v18/*:: as any*/),
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
        "kind": "ScalarField",
        "name": "paymentDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentRecurrence",
        "kind": "LinkedField",
        "name": "recurrence",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "every",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "viewerApprovalBlock",
        "plural": false,
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
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Counterparty",
            "kind": "LinkedField",
            "name": "counterparty",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "legalName",
                "storageKey": null
              },
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "Payment",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BankAccount",
            "kind": "LinkedField",
            "name": "destinationAccount",
            "plural": false,
            "selections": [
              (v21/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "Transfer",
        "abstractKey": null
      }
    ],
    "type": "PaymentOrder",
    "abstractKey": "__isPaymentOrder"
  }
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v24 = {
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
v25 = [
  "tab",
  "archived",
  "sort",
  "sortDirection"
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
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
                  "args": (v13/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "OrderList_payments"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "paymentList"
          }
        ]
      },
      {
        "condition": "isPayment",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v13/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "OrderList_transfers"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "transferList"
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
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OrdersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "isPayment",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "PaymentConnection",
            "kind": "LinkedField",
            "name": "payments",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Payment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v22/*:: as any*/),
                    "storageKey": null
                  },
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              },
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "filters": (v25/*:: as any*/),
            "handle": "connection",
            "key": "OrderList_payments",
            "kind": "LinkedHandle",
            "name": "payments"
          }
        ]
      },
      {
        "condition": "isPayment",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "TransferConnection",
            "kind": "LinkedField",
            "name": "transfers",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TransferEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Transfer",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": (v22/*:: as any*/),
                    "storageKey": null
                  },
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              },
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "filters": (v25/*:: as any*/),
            "handle": "connection",
            "key": "OrderList_transfers",
            "kind": "LinkedHandle",
            "name": "transfers"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "6d492ee5164fde384f98db1a130067279d4bb35d7c28ef7876e1196e07a63894",
    "metadata": {},
    "name": "OrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ce16db083618abd76cf6fe1ea528d299";

export default node;
