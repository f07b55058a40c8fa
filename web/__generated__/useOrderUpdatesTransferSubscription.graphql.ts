/**
 * @generated SignedSource<<e04a88d8ace54e54f5032a0824868f06>>
 * @relayHash 67310b0a44e4d2a26939e6e5efc80ac6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 042f434390e3c785ae9ce2adbb416695b019517c86da5582c266ed539625a12d

import { ConcreteRequest } from 'relay-runtime';
export type PaymentChange = "APPROVAL_GIVEN" | "APPROVED" | "ARCHIVED" | "CANCELLED" | "CREATED" | "EXPORTED" | "FAILED" | "IN_PROGRESS" | "REJECTED" | "RESENT" | "SENT" | "UPDATED" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
export type useOrderUpdatesTransferSubscription$variables = Record<PropertyKey, never>;
export type useOrderUpdatesTransferSubscription$data = {
  readonly transferUpdated: {
    readonly change: PaymentChange;
    readonly transfer: {
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
export type useOrderUpdatesTransferSubscription = {
  response: useOrderUpdatesTransferSubscription$data;
  variables: useOrderUpdatesTransferSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TransferUpdate",
    "kind": "LinkedField",
    "name": "transferUpdated",
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
        "concreteType": "Transfer",
        "kind": "LinkedField",
        "name": "transfer",
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
    "name": "useOrderUpdatesTransferSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useOrderUpdatesTransferSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "042f434390e3c785ae9ce2adbb416695b019517c86da5582c266ed539625a12d",
    "metadata": {},
    "name": "useOrderUpdatesTransferSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4c7079b925f0583023e8487ad99cedec";

export default node;
