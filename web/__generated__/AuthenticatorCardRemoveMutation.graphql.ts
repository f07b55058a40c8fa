/**
 * @generated SignedSource<<48eb7db58f12c25021e68f35cb069eaf>>
 * @relayHash 159b602b20432c9cd69ae54d79238133
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11d3ef9e6a50334d1d38f70db90b437f8dc94962d6e023e78b4fa2ffdac48686

import { ConcreteRequest } from 'relay-runtime';
export type AuthenticatorRemoveInput = {
  password: string;
};
export type AuthenticatorCardRemoveMutation$variables = {
  input: AuthenticatorRemoveInput;
};
export type AuthenticatorCardRemoveMutation$data = {
  readonly authenticatorRemove: {
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
export type AuthenticatorCardRemoveMutation = {
  response: AuthenticatorCardRemoveMutation$data;
  variables: AuthenticatorCardRemoveMutation$variables;
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
    "concreteType": "AuthenticatorRemovePayload",
    "kind": "LinkedField",
    "name": "authenticatorRemove",
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
    "name": "AuthenticatorCardRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthenticatorCardRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "11d3ef9e6a50334d1d38f70db90b437f8dc94962d6e023e78b4fa2ffdac48686",
    "metadata": {},
    "name": "AuthenticatorCardRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac9be1897eff8d78daa378a1d0226fe5";

export default node;
