/**
 * @generated SignedSource<<700a64cdc37c8c1247dbc2b4a918e5bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitationPageAuthenticatorStartMutation$variables = Record<PropertyKey, never>;
export type InvitationPageAuthenticatorStartMutation$data = {
  readonly authenticatorSetupStart: {
    readonly otpauthUri: string | null | undefined;
    readonly secret: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type InvitationPageAuthenticatorStartMutation = {
  response: InvitationPageAuthenticatorStartMutation$data;
  variables: InvitationPageAuthenticatorStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AuthenticatorSetupStartPayload",
    "kind": "LinkedField",
    "name": "authenticatorSetupStart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "otpauthUri",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationPageAuthenticatorStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InvitationPageAuthenticatorStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2bf311501fcaa4c9b8e4222b6da44c8f",
    "id": null,
    "metadata": {},
    "name": "InvitationPageAuthenticatorStartMutation",
    "operationKind": "mutation",
    "text": "mutation InvitationPageAuthenticatorStartMutation {\n  authenticatorSetupStart {\n    secret\n    otpauthUri\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3b22303310f57d5423c3272e6540009";

export default node;
