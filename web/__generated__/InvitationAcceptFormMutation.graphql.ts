/**
 * @generated SignedSource<<8ca1e48171d0d949b8bb9d7260534cef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
export type InvitationAcceptInput = {
  fullName?: string | null | undefined;
  password: string;
  passwordConfirmation?: string | null | undefined;
  token: string;
};
export type InvitationAcceptFormMutation$variables = {
  input: InvitationAcceptInput;
};
export type InvitationAcceptFormMutation$data = {
  readonly invitationAccept: {
    readonly twoFactorMethods: ReadonlyArray<TwoFactorMethodType>;
    readonly twoFactorRequired: boolean;
    readonly twoFactorSetupRequired: boolean;
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
export type InvitationAcceptFormMutation = {
  response: InvitationAcceptFormMutation$data;
  variables: InvitationAcceptFormMutation$variables;
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
    "name": "invitationAccept",
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
        "kind": "ScalarField",
        "name": "twoFactorRequired",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "twoFactorMethods",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "twoFactorSetupRequired",
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
    "name": "InvitationAcceptFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationAcceptFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f61fb5f4ffcfc294d5bb49ee7c5b68f3",
    "id": null,
    "metadata": {},
    "name": "InvitationAcceptFormMutation",
    "operationKind": "mutation",
    "text": "mutation InvitationAcceptFormMutation(\n  $input: InvitationAcceptInput!\n) {\n  invitationAccept(input: $input) {\n    viewer {\n      user {\n        id\n      }\n    }\n    twoFactorRequired\n    twoFactorMethods\n    twoFactorSetupRequired\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "11be17bbee2937cf18c60dc6f84c62bd";

export default node;
