/**
 * @generated SignedSource<<185609917bd34dad00261d44aca93e67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthenticatorSetupConfirmInput = {
  code: string;
};
export type AuthenticatorSetupPanelConfirmMutation$variables = {
  input: AuthenticatorSetupConfirmInput;
};
export type AuthenticatorSetupPanelConfirmMutation$data = {
  readonly authenticatorSetupConfirm: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly usedTwoFactor: boolean;
    } | null | undefined;
  };
};
export type AuthenticatorSetupPanelConfirmMutation = {
  response: AuthenticatorSetupPanelConfirmMutation$data;
  variables: AuthenticatorSetupPanelConfirmMutation$variables;
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
    "concreteType": "AuthenticatorSetupConfirmPayload",
    "kind": "LinkedField",
    "name": "authenticatorSetupConfirm",
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
            "kind": "ScalarField",
            "name": "usedTwoFactor",
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
    "name": "AuthenticatorSetupPanelConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthenticatorSetupPanelConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0e65af096afa40daba04b91d5f7e266d",
    "id": null,
    "metadata": {},
    "name": "AuthenticatorSetupPanelConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation AuthenticatorSetupPanelConfirmMutation(\n  $input: AuthenticatorSetupConfirmInput!\n) {\n  authenticatorSetupConfirm(input: $input) {\n    viewer {\n      usedTwoFactor\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "02616ad678ad9b210b4b4b6572a8a374";

export default node;
