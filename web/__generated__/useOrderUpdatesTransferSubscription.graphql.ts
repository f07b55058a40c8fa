/**
 * @generated SignedSource<<9cad6a49b484381e64567a3d78a4caff>>
 * @relayHash 1ef8d73832d2680c123d7352c44ac846
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11c5aceb07b544c5d1348c63c749139fcab4983c39e4cfa42c95fc125e3a4d87

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentChange = "APPROVAL_GIVEN" | "APPROVED" | "ARCHIVED" | "CANCELLED" | "CREATED" | "EXPORTED" | "FAILED" | "IN_PROGRESS" | "REJECTED" | "RESENT" | "SENT" | "UPDATED" | "%future added value";
export type useOrderUpdatesTransferSubscription$variables = Record<PropertyKey, never>;
export type useOrderUpdatesTransferSubscription$data = {
  readonly transferUpdated: {
    readonly change: PaymentChange;
    readonly transfer: {
      readonly " $fragmentSpreads": FragmentRefs<"useOrderUpdates_order">;
    } | null | undefined;
  };
};
export type useOrderUpdatesTransferSubscription = {
  response: useOrderUpdatesTransferSubscription$data;
  variables: useOrderUpdatesTransferSubscription$variables;
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
    "name": "useOrderUpdatesTransferSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TransferUpdate",
        "kind": "LinkedField",
        "name": "transferUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Transfer",
            "kind": "LinkedField",
            "name": "transfer",
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
    "name": "useOrderUpdatesTransferSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TransferUpdate",
        "kind": "LinkedField",
        "name": "transferUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "id": "11c5aceb07b544c5d1348c63c749139fcab4983c39e4cfa42c95fc125e3a4d87",
    "metadata": {},
    "name": "useOrderUpdatesTransferSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "2e47cf2262eb9ce6293d495a647f536d";

export default node;
