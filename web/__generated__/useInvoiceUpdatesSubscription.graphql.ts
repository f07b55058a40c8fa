/**
 * @generated SignedSource<<c0810bfc077cce765573087cd32d89f3>>
 * @relayHash 8203c0693dc972cd8e418e2589ef6903
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c486453d8eab705f0a7a63933bcefa9d95b4a5bd64834406ae308f3a905288ea

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoiceDeliveryStatus = "OPEN" | "RECEIVED" | "SHIPPED" | "%future added value";
export type SalesInvoiceAction = "APPROVE" | "CANCEL" | "RETURN" | "SUBMIT" | "%future added value";
export type SalesInvoiceChange = "APPROVER" | "CANCELLED" | "CHECKOUT_EXPIRED" | "CHECKOUT_FAILED" | "CHECKOUT_PAID" | "CHECKOUT_REFUNDED" | "CHECKOUT_SETTLED" | "CREATED" | "CREDITED" | "ISSUED" | "OVERDUE" | "PAYMENT_ALLOCATED" | "PAYMENT_CANCELLED" | "PAYMENT_REVERSED" | "PAYMENT_UNALLOCATED" | "PENDING_APPROVAL" | "RECEIVED" | "REMINDED" | "RETURNED" | "REVISED" | "SETTLED" | "SHIPPED" | "TAX_NUMBER" | "UNSETTLED" | "WITHHOLDING_AWAITING_SLIP" | "WITHHOLDING_CANCELLED" | "WITHHOLDING_RECEIVED" | "WITHHOLDING_SLIP_FILE" | "%future added value";
export type SalesInvoiceStatus = "CANCELLED" | "DRAFT" | "ISSUED" | "PAID" | "PENDING_APPROVAL" | "%future added value";
export type useInvoiceUpdatesSubscription$variables = Record<PropertyKey, never>;
export type useInvoiceUpdatesSubscription$data = {
  readonly salesInvoiceUpdated: {
    readonly change: SalesInvoiceChange;
    readonly salesInvoice: {
      readonly actions: ReadonlyArray<SalesInvoiceAction>;
      readonly creditApplications: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"InvoiceCreditApplications_applications">;
      }>;
      readonly delivery: {
        readonly address: string | null | undefined;
        readonly receivedOn: string | null | undefined;
        readonly shippedOn: string | null | undefined;
        readonly status: InvoiceDeliveryStatus;
      } | null | undefined;
      readonly id: string;
      readonly number: string | null | undefined;
      readonly paymentAllocations: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentAllocations_allocations">;
      }>;
      readonly remainingAmount: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly reminders: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"InvoiceReminders_reminders">;
      }>;
      readonly returned: {
        readonly at: string;
        readonly by: {
          readonly fullName: string;
        } | null | undefined;
        readonly reason: string;
      } | null | undefined;
      readonly status: SalesInvoiceStatus;
      readonly taxInvoiceNumber: string | null | undefined;
    } | null | undefined;
  };
};
export type useInvoiceUpdatesSubscription = {
  response: useInvoiceUpdatesSubscription$data;
  variables: useInvoiceUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "change",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actions",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxInvoiceNumber",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "remainingAmount",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "InvoiceDelivery",
  "kind": "LinkedField",
  "name": "delivery",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippedOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedOn",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v14 = [
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useInvoiceUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesInvoiceUpdate",
        "kind": "LinkedField",
        "name": "salesInvoiceUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SalesInvoice",
            "kind": "LinkedField",
            "name": "salesInvoice",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentDecision",
                "kind": "LinkedField",
                "name": "returned",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "by",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InvoiceReminder",
                "kind": "LinkedField",
                "name": "reminders",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "InvoiceReminders_reminders"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentAllocation",
                "kind": "LinkedField",
                "name": "paymentAllocations",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "InvoicePaymentAllocations_allocations"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CreditApplication",
                "kind": "LinkedField",
                "name": "creditApplications",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "InvoiceCreditApplications_applications"
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useInvoiceUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesInvoiceUpdate",
        "kind": "LinkedField",
        "name": "salesInvoiceUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SalesInvoice",
            "kind": "LinkedField",
            "name": "salesInvoice",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentDecision",
                "kind": "LinkedField",
                "name": "returned",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "by",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InvoiceReminder",
                "kind": "LinkedField",
                "name": "reminders",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "step",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "daysOverdue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentTo",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentAllocation",
                "kind": "LinkedField",
                "name": "paymentAllocations",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "rounding",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allocatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "allocatedBy",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InvoicePayment",
                    "kind": "LinkedField",
                    "name": "payment",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
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
                        "kind": "ScalarField",
                        "name": "reference",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AllocationExchange",
                    "kind": "LinkedField",
                    "name": "exchange",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "atInvoiceRate",
                        "plural": false,
                        "selections": (v14/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "atPaymentRate",
                        "plural": false,
                        "selections": (v14/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "difference",
                        "plural": false,
                        "selections": (v14/*:: as any*/),
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
                "concreteType": "CreditApplication",
                "kind": "LinkedField",
                "name": "creditApplications",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CreditMemo",
                    "kind": "LinkedField",
                    "name": "creditMemo",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "appliedAt",
                    "storageKey": null
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
    ]
  },
  "params": {
    "id": "c486453d8eab705f0a7a63933bcefa9d95b4a5bd64834406ae308f3a905288ea",
    "metadata": {},
    "name": "useInvoiceUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a2915b506a43d01ab551cc0096c2372c";

export default node;
