/**
 * @generated SignedSource<<9614f84339f7cc8f932327205a51014f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
  "name": "status",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SalesInvoiceUpdate",
    "kind": "LinkedField",
    "name": "salesInvoiceUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "change",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesInvoice",
        "kind": "LinkedField",
        "name": "salesInvoice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxInvoiceNumber",
            "storageKey": null
          },
          {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "InvoiceDelivery",
            "kind": "LinkedField",
            "name": "delivery",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useInvoiceUpdatesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useInvoiceUpdatesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0d378370dd3f4cb150d538162cccb8f1",
    "id": null,
    "metadata": {},
    "name": "useInvoiceUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription useInvoiceUpdatesSubscription {\n  salesInvoiceUpdated {\n    change\n    salesInvoice {\n      id\n      number\n      status\n      actions\n      taxInvoiceNumber\n      remainingAmount {\n        amount\n        currency\n      }\n      delivery {\n        status\n        shippedOn\n        address\n        receivedOn\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd14785cf23cdf138c4b9a9159051896";

export default node;
