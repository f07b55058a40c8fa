/**
 * @generated SignedSource<<ab361780dc3342b3edfef3d657350d74>>
 * @relayHash 6442184896aec2252c25d4e49953f6cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d198c6899fc7a9a231fcf00c375ea4b5cb6737fa3ad21a36aa38aaffb674a20

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointInput = {
  webhookEndpointId: string;
};
export type useWebhookEndpointMutationsSwitchMutation$variables = {
  enable: boolean;
  input: WebhookEndpointInput;
};
export type useWebhookEndpointMutationsSwitchMutation$data = {
  readonly webhookEndpointDisable?: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly webhookEndpoint: {
      readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointPage_endpoint">;
    } | null | undefined;
  };
  readonly webhookEndpointEnable?: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly webhookEndpoint: {
      readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointPage_endpoint">;
    } | null | undefined;
  };
};
export type useWebhookEndpointMutationsSwitchMutation = {
  response: useWebhookEndpointMutationsSwitchMutation$data;
  variables: useWebhookEndpointMutationsSwitchMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enable"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
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
        (v3/*:: as any*/),
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
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoint",
    "plural": false,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "WebhookEndpointPage_endpoint"
      }
    ],
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoint",
    "plural": false,
    "selections": [
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eventTypes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "role",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "builtIn",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "createdBy",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSuccessAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secretRotatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "previousSecretExpiresAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useWebhookEndpointMutationsSwitchMutation",
    "selections": [
      {
        "condition": "enable",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "WebhookEndpointPayload",
            "kind": "LinkedField",
            "name": "webhookEndpointEnable",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "enable",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "WebhookEndpointPayload",
            "kind": "LinkedField",
            "name": "webhookEndpointDisable",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useWebhookEndpointMutationsSwitchMutation",
    "selections": [
      {
        "condition": "enable",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "WebhookEndpointPayload",
            "kind": "LinkedField",
            "name": "webhookEndpointEnable",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "enable",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "WebhookEndpointPayload",
            "kind": "LinkedField",
            "name": "webhookEndpointDisable",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "9d198c6899fc7a9a231fcf00c375ea4b5cb6737fa3ad21a36aa38aaffb674a20",
    "metadata": {},
    "name": "useWebhookEndpointMutationsSwitchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b59869aa4c26bc435527470330a9ca3";

export default node;
