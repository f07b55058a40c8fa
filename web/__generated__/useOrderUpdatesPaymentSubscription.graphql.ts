/**
 * @generated SignedSource<<0892cab115a3af8308b88b2483925160>>
 * @relayHash 556ca9b99a813a655e85b134c1f4cfa6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85ec4788b21bdac5ba0793af3323b1987a10f87d241522c5d9ff7ac869b43155

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentChange = "APPROVAL_GIVEN" | "APPROVED" | "ARCHIVED" | "CANCELLED" | "CREATED" | "EXPORTED" | "FAILED" | "IN_PROGRESS" | "REJECTED" | "RESENT" | "SENT" | "UPDATED" | "%future added value";
export type useOrderUpdatesPaymentSubscription$variables = Record<PropertyKey, never>;
export type useOrderUpdatesPaymentSubscription$data = {
  readonly paymentUpdated: {
    readonly change: PaymentChange;
    readonly payment: {
      readonly " $fragmentSpreads": FragmentRefs<"useOrderUpdates_order">;
    } | null | undefined;
  };
};
export type useOrderUpdatesPaymentSubscription = {
  response: useOrderUpdatesPaymentSubscription$data;
  variables: useOrderUpdatesPaymentSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "change",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderUpdatesPaymentSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentUpdate",
        "kind": "LinkedField",
        "name": "paymentUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "payment",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "useOrderUpdates_order"
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
    "name": "useOrderUpdatesPaymentSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentUpdate",
        "kind": "LinkedField",
        "name": "paymentUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                "type": "PaymentOrder",
                "abstractKey": "__isPaymentOrder"
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
    "id": "85ec4788b21bdac5ba0793af3323b1987a10f87d241522c5d9ff7ac869b43155",
    "metadata": {},
    "name": "useOrderUpdatesPaymentSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6df79775bb5a117180ac28f83b1421e3";

export default node;
