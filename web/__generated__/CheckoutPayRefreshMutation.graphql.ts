/**
 * @generated SignedSource<<efccaacfc41c0f04bd417ca255b1bdfb>>
 * @relayHash 911aadaed28b7ae9bccab3ea2f72ff99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9e0bbe4e40b895b2e01d21642e74e5c3ced360e57669ae02643d8d5459db589

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutChargeStatus = "EXPIRED" | "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "SETTLED" | "%future added value";
export type CheckoutRefreshInput = {
  token: string;
};
export type CheckoutPayRefreshMutation$variables = {
  input: CheckoutRefreshInput;
};
export type CheckoutPayRefreshMutation$data = {
  readonly checkoutRefresh: {
    readonly checkout: {
      readonly charge: {
        readonly status: CheckoutChargeStatus;
      } | null | undefined;
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
  };
};
export type CheckoutPayRefreshMutation = {
  response: CheckoutPayRefreshMutation$data;
  variables: CheckoutPayRefreshMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CheckoutPayload",
    "kind": "LinkedField",
    "name": "checkoutRefresh",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Checkout",
        "kind": "LinkedField",
        "name": "checkout",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckoutCharge",
            "kind": "LinkedField",
            "name": "charge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserErrorValue",
            "kind": "LinkedField",
            "name": "values",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutPayRefreshMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPayRefreshMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f9e0bbe4e40b895b2e01d21642e74e5c3ced360e57669ae02643d8d5459db589",
    "metadata": {},
    "name": "CheckoutPayRefreshMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "742b8cbdeba5cb8180937f1bd23f58e1";

export default node;
