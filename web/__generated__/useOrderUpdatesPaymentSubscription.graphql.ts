/**
 * @generated SignedSource<<b7d9f5b17a99ca4e5a92aa00018a7768>>
 * @relayHash 78c2e032ed61a014292497c0fcaf54f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4bcea4f90985040058f1223110d1499f1589172edd6ba9d196d3869e7575e29

import { ConcreteRequest } from 'relay-runtime';
export type PaymentChange = "APPROVAL_GIVEN" | "APPROVED" | "ARCHIVED" | "CANCELLED" | "CREATED" | "EXPORTED" | "FAILED" | "IN_PROGRESS" | "REJECTED" | "RESENT" | "SENT" | "UPDATED" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
export type useOrderUpdatesPaymentSubscription$variables = Record<PropertyKey, never>;
export type useOrderUpdatesPaymentSubscription$data = {
  readonly paymentUpdated: {
    readonly change: PaymentChange;
    readonly payment: {
      readonly archived: boolean;
      readonly failureReason: string | null | undefined;
      readonly id: string;
      readonly status: PaymentStatus;
      readonly updatedAt: string;
      readonly version: number;
      readonly viewerCanApprove: boolean;
    } | null | undefined;
  };
};
export type useOrderUpdatesPaymentSubscription = {
  response: useOrderUpdatesPaymentSubscription$data;
  variables: useOrderUpdatesPaymentSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentUpdate",
    "kind": "LinkedField",
    "name": "paymentUpdated",
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
        "concreteType": "Payment",
        "kind": "LinkedField",
        "name": "payment",
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
            "kind": "ScalarField",
            "name": "failureReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "useOrderUpdatesPaymentSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useOrderUpdatesPaymentSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a4bcea4f90985040058f1223110d1499f1589172edd6ba9d196d3869e7575e29",
    "metadata": {},
    "name": "useOrderUpdatesPaymentSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "ee9958f7f0ae31a43975bbac456cc4e5";

export default node;
