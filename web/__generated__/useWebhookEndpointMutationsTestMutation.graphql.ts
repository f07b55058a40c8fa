/**
 * @generated SignedSource<<a91be4c43c371d270aa744b3ecc0693e>>
 * @relayHash 3028156bb41b76673e373613586da397
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 412a72b849ef627f7b16c9d2da9ba7477353ca79607513c5cf80b09f3534d266

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointInput = {
  webhookEndpointId: string;
};
export type useWebhookEndpointMutationsTestMutation$variables = {
  input: WebhookEndpointInput;
};
export type useWebhookEndpointMutationsTestMutation$data = {
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
export type useWebhookEndpointMutationsTestMutation = {
  response: useWebhookEndpointMutationsTestMutation$data;
  variables: useWebhookEndpointMutationsTestMutation$variables;
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
    "name": "useWebhookEndpointMutationsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookEndpointMutationsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "412a72b849ef627f7b16c9d2da9ba7477353ca79607513c5cf80b09f3534d266",
    "metadata": {},
    "name": "useWebhookEndpointMutationsTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d09f30101a84edca3df92eaa9771472d";

export default node;
