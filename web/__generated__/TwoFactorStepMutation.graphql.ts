/**
 * @generated SignedSource<<ced5a34da08482a25b95b6dd91a0ca54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
export type SignInTwoFactorInput = {
  code: string;
  method: TwoFactorMethodType;
};
export type TwoFactorStepMutation$variables = {
  input: SignInTwoFactorInput;
};
export type TwoFactorStepMutation$data = {
  readonly signInTwoFactor: {
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
export type TwoFactorStepMutation = {
  response: TwoFactorStepMutation$data;
  variables: TwoFactorStepMutation$variables;
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
    "name": "signInTwoFactor",
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
    "name": "TwoFactorStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b1ab85beab0c4b449b4b7389741ced25",
    "id": null,
    "metadata": {},
    "name": "TwoFactorStepMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorStepMutation(\n  $input: SignInTwoFactorInput!\n) {\n  signInTwoFactor(input: $input) {\n    viewer {\n      user {\n        id\n      }\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e33505994efe0de8bc3a550a93dbc78b";

export default node;
