/**
 * @generated SignedSource<<3dfbf743756fbcc15d23ca658119258a>>
 * @relayHash e402a178608ee438cf0b49d66fa519a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93488bc11cbf2b5d322ffda61e2bc657eeb70fdbf54dda948f31799c6ad4d2b7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentMethod = "BI_FAST" | "ONLINE" | "RTGS" | "SAME_BANK" | "SKN" | "%future added value";
export type PaymentWarningCode = "BALANCE_SHORTFALL" | "BALANCE_UNKNOWN" | "%future added value";
export type RecurrenceUnit = "DAYS" | "MONTHS" | "WEEKS" | "YEARS" | "%future added value";
export type PaymentCreateInput = {
  amount: string;
  billId?: string | null | undefined;
  counterpartyBankAccountId: string;
  expectedTransactionId?: string | null | undefined;
  memo?: string | null | undefined;
  method?: PaymentMethod | null | undefined;
  notes?: string | null | undefined;
  paymentDate: string;
  recurrence?: PaymentRecurrenceInput | null | undefined;
  refundOf?: string | null | undefined;
  sourceAccountId: string;
};
export type PaymentRecurrenceInput = {
  every: number;
  unit: RecurrenceUnit;
  until?: string | null | undefined;
};
export type useSaveOrderPaymentCreateMutation$variables = {
  input: PaymentCreateInput;
};
export type useSaveOrderPaymentCreateMutation$data = {
  readonly paymentCreate: {
    readonly payment: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderRow_order">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly warnings: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly available: {
        readonly amount: string;
        readonly currency: Currency;
      } | null | undefined;
      readonly code: PaymentWarningCode;
      readonly field: string | null | undefined;
      readonly shortfall: {
        readonly amount: string;
        readonly currency: Currency;
      } | null | undefined;
    }>;
  };
};
export type useSaveOrderPaymentCreateMutation = {
  response: useSaveOrderPaymentCreateMutation$data;
  variables: useSaveOrderPaymentCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "UserErrorValue",
      "kind": "LinkedField",
      "name": "values",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
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
  "concreteType": "PaymentWarning",
  "kind": "LinkedField",
  "name": "warnings",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "available",
      "plural": false,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    },
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "shortfall",
      "plural": false,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountNumber",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alias",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveOrderPaymentCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentPayload",
        "kind": "LinkedField",
        "name": "paymentCreate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "payment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PaymentOrderRow_order"
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveOrderPaymentCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentPayload",
        "kind": "LinkedField",
        "name": "paymentCreate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "payment",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                    "name": "method",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "fee",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
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
                      (v11/*:: as any*/),
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
                      (v12/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Bank",
                        "kind": "LinkedField",
                        "name": "bank",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
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
                    "kind": "ScalarField",
                    "name": "archived",
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
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
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "legalName",
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
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
                          (v12/*:: as any*/),
                          (v2/*:: as any*/)
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
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "93488bc11cbf2b5d322ffda61e2bc657eeb70fdbf54dda948f31799c6ad4d2b7",
    "metadata": {},
    "name": "useSaveOrderPaymentCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2c03fc1a24651d0bf275c86c18b46cc7";

export default node;
