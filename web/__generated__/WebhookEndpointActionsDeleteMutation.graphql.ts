/**
 * @generated SignedSource<<8214551bebb4ed0843c1a4293e1f82cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointInput = {
  webhookEndpointId: string;
};
export type WebhookEndpointActionsDeleteMutation$variables = {
  input: WebhookEndpointInput;
};
export type WebhookEndpointActionsDeleteMutation$data = {
  readonly webhookEndpointDelete: {
    readonly deletedWebhookEndpointId: string | null | undefined;
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
export type WebhookEndpointActionsDeleteMutation = {
  response: WebhookEndpointActionsDeleteMutation$data;
  variables: WebhookEndpointActionsDeleteMutation$variables;
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
    "concreteType": "WebhookEndpointDeletePayload",
    "kind": "LinkedField",
    "name": "webhookEndpointDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedWebhookEndpointId",
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
    "name": "WebhookEndpointActionsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointActionsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "67808b8d22916a57e1003b5c7c22d7d8",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointActionsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointActionsDeleteMutation(\n  $input: WebhookEndpointInput!\n) {\n  webhookEndpointDelete(input: $input) {\n    deletedWebhookEndpointId\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "174dd72db06da3e5fb76f09ff2f7dc0b";

export default node;
