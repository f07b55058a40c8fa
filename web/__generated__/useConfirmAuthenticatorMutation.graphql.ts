/**
 * @generated SignedSource<<bed92a3eb012ece5d389a83ed80fb08e>>
 * @relayHash 448cdf76b2726d5389fe1d09d69215e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea893355f683abf5582543bc0ddbffab4b591a6f291da295b720364a9d31fd1f

import { ConcreteRequest } from 'relay-runtime';
export type AuthenticatorSetupConfirmInput = {
  code: string;
};
export type useConfirmAuthenticatorMutation$variables = {
  input: AuthenticatorSetupConfirmInput;
};
export type useConfirmAuthenticatorMutation$data = {
  readonly authenticatorSetupConfirm: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
    readonly viewer: {
      readonly usedTwoFactor: boolean;
    } | null | undefined;
  };
};
export type useConfirmAuthenticatorMutation = {
  response: useConfirmAuthenticatorMutation$data;
  variables: useConfirmAuthenticatorMutation$variables;
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
    "name": "useConfirmAuthenticatorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmAuthenticatorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ea893355f683abf5582543bc0ddbffab4b591a6f291da295b720364a9d31fd1f",
    "metadata": {},
    "name": "useConfirmAuthenticatorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "194630bf2ce984858b0e147f80dcdd40";

export default node;
