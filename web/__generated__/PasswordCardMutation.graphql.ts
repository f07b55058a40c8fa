/**
 * @generated SignedSource<<10fedf28eff9f911ce343281665aeca2>>
 * @relayHash 4ef64519693828566f43a6c019414253
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a085cc348352fb17bbd072dd7fda5147e51956a51c4422bc62b05a984132a5f

import { ConcreteRequest } from 'relay-runtime';
export type PasswordChangeInput = {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
};
export type PasswordCardMutation$variables = {
  input: PasswordChangeInput;
};
export type PasswordCardMutation$data = {
  readonly passwordChange: {
    readonly changed: boolean;
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
export type PasswordCardMutation = {
  response: PasswordCardMutation$data;
  variables: PasswordCardMutation$variables;
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
    "concreteType": "PasswordChangePayload",
    "kind": "LinkedField",
    "name": "passwordChange",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changed",
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
    "name": "PasswordCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasswordCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1a085cc348352fb17bbd072dd7fda5147e51956a51c4422bc62b05a984132a5f",
    "metadata": {},
    "name": "PasswordCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ea72d37a674819b628d365c556ec6838";

export default node;
