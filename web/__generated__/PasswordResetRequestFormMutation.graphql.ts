/**
 * @generated SignedSource<<8a957439d43844bb621b1370b8a63c51>>
 * @relayHash 3f1fa94ec793d266f4975ac7f00bc7fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 159ba63c91c2429702274c6342ab9fa64481a5fa5a5fa51d22a2bef3ce853b23

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetRequestInput = {
  email: string;
};
export type PasswordResetRequestFormMutation$variables = {
  input: PasswordResetRequestInput;
};
export type PasswordResetRequestFormMutation$data = {
  readonly passwordResetRequest: {
    readonly accepted: boolean;
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
export type PasswordResetRequestFormMutation = {
  response: PasswordResetRequestFormMutation$data;
  variables: PasswordResetRequestFormMutation$variables;
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
    "concreteType": "PasswordResetRequestPayload",
    "kind": "LinkedField",
    "name": "passwordResetRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted",
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
    "name": "PasswordResetRequestFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasswordResetRequestFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "159ba63c91c2429702274c6342ab9fa64481a5fa5a5fa51d22a2bef3ce853b23",
    "metadata": {},
    "name": "PasswordResetRequestFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b73b369b6e38385c5b7b649d124a2107";

export default node;
