/**
 * @generated SignedSource<<d743acf83f34f79b2fbf13c392ee4fd3>>
 * @relayHash 8a958e026c6ada6816675f68c8e63c38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd53c0ca86e68a7558f5c46e0ee997dd7d9d337d0334164007426b8cd0c03743

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetCompleteInput = {
  password: string;
  passwordConfirmation: string;
  token: string;
};
export type PasswordResetFormMutation$variables = {
  input: PasswordResetCompleteInput;
};
export type PasswordResetFormMutation$data = {
  readonly passwordResetComplete: {
    readonly completed: boolean;
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
export type PasswordResetFormMutation = {
  response: PasswordResetFormMutation$data;
  variables: PasswordResetFormMutation$variables;
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
    "concreteType": "PasswordResetCompletePayload",
    "kind": "LinkedField",
    "name": "passwordResetComplete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "completed",
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
    "name": "PasswordResetFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasswordResetFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cd53c0ca86e68a7558f5c46e0ee997dd7d9d337d0334164007426b8cd0c03743",
    "metadata": {},
    "name": "PasswordResetFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "377a2e3e956b7e56f6bc8d31ed654566";

export default node;
