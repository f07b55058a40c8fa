/**
 * @generated SignedSource<<36398d64847cd083f8d32f92f581df69>>
 * @relayHash 95e6e9947e817c4ada108fda7b4309a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c53b621279bb0d136325b459f74eecc916a6c304d2b6369abdf69fe76b4f4d4f

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointReplaySinceInput = {
  includeDelivered?: boolean | null | undefined;
  since: string;
  webhookEndpointId: string;
};
export type WebhookReplaySinceDialogMutation$variables = {
  input: WebhookEndpointReplaySinceInput;
};
export type WebhookReplaySinceDialogMutation$data = {
  readonly webhookEndpointReplaySince: {
    readonly queuedCount: number | null | undefined;
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
export type WebhookReplaySinceDialogMutation = {
  response: WebhookReplaySinceDialogMutation$data;
  variables: WebhookReplaySinceDialogMutation$variables;
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
    "concreteType": "WebhookEndpointReplaySincePayload",
    "kind": "LinkedField",
    "name": "webhookEndpointReplaySince",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "queuedCount",
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
    "name": "WebhookReplaySinceDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookReplaySinceDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c53b621279bb0d136325b459f74eecc916a6c304d2b6369abdf69fe76b4f4d4f",
    "metadata": {},
    "name": "WebhookReplaySinceDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25fbd9d09c7ed1127d7dbf3029a4095d";

export default node;
