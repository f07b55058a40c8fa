/**
 * @generated SignedSource<<c8ac112fee79586c0e02762ce8bbec18>>
 * @relayHash 5834a3c87b156edd033d4d1663724250
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 679f1ba9f79f8b330a6a56637c4681dee6867a736a8ad39f12c4459a3236e3c0

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type WebhookFailureReason = "ENDPOINT_DISABLED" | "PERMISSION_REMOVED" | "SCHEDULE_EXHAUSTED" | "%future added value";
export type WebhookDeliveryReplayInput = {
  webhookDeliveryId: string;
};
export type WebhookDeliveryRowReplayMutation$variables = {
  input: WebhookDeliveryReplayInput;
};
export type WebhookDeliveryRowReplayMutation$data = {
  readonly webhookDeliveryReplay: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly webhookDelivery: {
      readonly failureReason: WebhookFailureReason | null | undefined;
      readonly id: string;
      readonly nextAttemptAt: string | null | undefined;
      readonly status: WebhookDeliveryStatus;
    } | null | undefined;
  };
};
export type WebhookDeliveryRowReplayMutation = {
  response: WebhookDeliveryRowReplayMutation$data;
  variables: WebhookDeliveryRowReplayMutation$variables;
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
    "concreteType": "WebhookDeliveryPayload",
    "kind": "LinkedField",
    "name": "webhookDeliveryReplay",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookDelivery",
        "kind": "LinkedField",
        "name": "webhookDelivery",
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
            "name": "failureReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextAttemptAt",
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
    "name": "WebhookDeliveryRowReplayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookDeliveryRowReplayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "679f1ba9f79f8b330a6a56637c4681dee6867a736a8ad39f12c4459a3236e3c0",
    "metadata": {},
    "name": "WebhookDeliveryRowReplayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ed1b2989d46ce9a3f49f559c745831ad";

export default node;
