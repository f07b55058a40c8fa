/**
 * @generated SignedSource<<6e361f19dc179ab0c95f51fc242ecb25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointInput = {
  webhookEndpointId: string;
};
export type WebhookEndpointActionsTestMutation$variables = {
  input: WebhookEndpointInput;
};
export type WebhookEndpointActionsTestMutation$data = {
  readonly webhookEndpointTest: {
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
      readonly id: string;
    } | null | undefined;
  };
};
export type WebhookEndpointActionsTestMutation = {
  response: WebhookEndpointActionsTestMutation$data;
  variables: WebhookEndpointActionsTestMutation$variables;
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
    "name": "webhookEndpointTest",
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
    "name": "WebhookEndpointActionsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointActionsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b5e7631239dd3154dc1782e572f4e9e",
    "id": null,
    "metadata": {},
    "name": "WebhookEndpointActionsTestMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointActionsTestMutation(\n  $input: WebhookEndpointInput!\n) {\n  webhookEndpointTest(input: $input) {\n    webhookDelivery {\n      id\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7720bce10fecdd5d747387e8796085f";

export default node;
