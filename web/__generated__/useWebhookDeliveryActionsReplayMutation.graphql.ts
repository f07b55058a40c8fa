/**
 * @generated SignedSource<<bcb9629f9cd92af57ad02753836a801d>>
 * @relayHash abcc61e8b7fd59f7dccd7a65258b374a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc0ce495f4e89ffcde9b49bac10a90eea4a2f9b58dcaf0967b9d7e319a505abd

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING" | "SKIPPED" | "%future added value";
export type WebhookFailureReason = "ENDPOINT_DISABLED" | "PERMISSION_REMOVED" | "SCHEDULE_EXHAUSTED" | "%future added value";
export type WebhookDeliveryReplayInput = {
  webhookDeliveryId: string;
};
export type useWebhookDeliveryActionsReplayMutation$variables = {
  input: WebhookDeliveryReplayInput;
};
export type useWebhookDeliveryActionsReplayMutation$data = {
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
export type useWebhookDeliveryActionsReplayMutation = {
  response: useWebhookDeliveryActionsReplayMutation$data;
  variables: useWebhookDeliveryActionsReplayMutation$variables;
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
    "name": "useWebhookDeliveryActionsReplayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookDeliveryActionsReplayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fc0ce495f4e89ffcde9b49bac10a90eea4a2f9b58dcaf0967b9d7e319a505abd",
    "metadata": {},
    "name": "useWebhookDeliveryActionsReplayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "53fe058eb4abf97aedf3300106f49b5b";

export default node;
