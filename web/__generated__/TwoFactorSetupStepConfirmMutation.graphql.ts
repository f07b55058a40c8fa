/**
 * @generated SignedSource<<327d3907da4df77b44cfb3af02c66f88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthenticatorSetupConfirmInput = {
  code: string;
};
export type TwoFactorSetupStepConfirmMutation$variables = {
  input: AuthenticatorSetupConfirmInput;
};
export type TwoFactorSetupStepConfirmMutation$data = {
  readonly signInTwoFactorSetupConfirm: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly user: {
        readonly id: string;
      };
    } | null | undefined;
  };
};
export type TwoFactorSetupStepConfirmMutation = {
  response: TwoFactorSetupStepConfirmMutation$data;
  variables: TwoFactorSetupStepConfirmMutation$variables;
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
    "concreteType": "SignInPayload",
    "kind": "LinkedField",
    "name": "signInTwoFactorSetupConfirm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
    "name": "TwoFactorSetupStepConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorSetupStepConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b064c37ad14c00ebccd2a78c0f382df7",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSetupStepConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSetupStepConfirmMutation(\n  $input: AuthenticatorSetupConfirmInput!\n) {\n  signInTwoFactorSetupConfirm(input: $input) {\n    viewer {\n      user {\n        id\n      }\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb17bcd1c1389d301822d0aca8aae2e1";

export default node;
