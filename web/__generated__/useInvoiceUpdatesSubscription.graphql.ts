/**
 * @generated SignedSource<<e71d267cbd2e79988549a8f0afffc827>>
 * @relayHash 4fcad327299e868d4e33132edfc6c440
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba1ae2109b91bc3b9a35dc498020fc9290bdd7dda6d33f3b4276d7ee67515e58

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoiceDeliveryStatus = "OPEN" | "RECEIVED" | "SHIPPED" | "%future added value";
export type SalesInvoiceAction = "APPROVE" | "CANCEL" | "SUBMIT" | "%future added value";
export type SalesInvoiceStatus = "CANCELLED" | "DRAFT" | "ISSUED" | "PAID" | "PENDING_APPROVAL" | "%future added value";
export type useInvoiceUpdatesSubscription$variables = Record<PropertyKey, never>;
export type useInvoiceUpdatesSubscription$data = {
  readonly salesInvoiceUpdated: {
    readonly change: string;
    readonly salesInvoice: {
      readonly actions: ReadonlyArray<SalesInvoiceAction>;
      readonly delivery: {
        readonly address: string | null | undefined;
        readonly receivedOn: string | null | undefined;
        readonly shippedOn: string | null | undefined;
        readonly status: InvoiceDeliveryStatus;
      } | null | undefined;
      readonly id: string;
      readonly number: string | null | undefined;
      readonly remainingAmount: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly reminders: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"InvoiceReminders_reminders">;
      }>;
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
  "name": "taxInvoiceNumber",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "remainingAmount",
  "plural": false,
  "selections": [
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
  "storageKey": null
},
v7 = {
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
};
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
    "id": "ba1ae2109b91bc3b9a35dc498020fc9290bdd7dda6d33f3b4276d7ee67515e58",
    "metadata": {},
    "name": "useInvoiceUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "38f67ef48e7e72dc2ff5fddf2633dabf";

export default node;
