/**
 * @generated SignedSource<<3bf1a5d85c2abc7cf53cf4dd75e88ece>>
 * @relayHash 2d274a1f5bdff7d14da70cbf8e7bbb81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b66c81dd5eb046ac7c630608002f0515f9f779d20aa8111b69235cdc98ee9ef3

import { ConcreteRequest } from 'relay-runtime';
export type PasskeyRenameInput = {
  name: string;
  passkeyId: string;
};
export type PasskeysCardRenameMutation$variables = {
  input: PasskeyRenameInput;
};
export type PasskeysCardRenameMutation$data = {
  readonly passkeyRename: {
    readonly passkey: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
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
export type PasskeysCardRenameMutation = {
  response: PasskeysCardRenameMutation$data;
  variables: PasskeysCardRenameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PasskeyRenamePayload",
    "kind": "LinkedField",
    "name": "passkeyRename",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Passkey",
        "kind": "LinkedField",
        "name": "passkey",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/)
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
              (v1/*:: as any*/),
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
    "name": "PasskeysCardRenameMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysCardRenameMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b66c81dd5eb046ac7c630608002f0515f9f779d20aa8111b69235cdc98ee9ef3",
    "metadata": {},
    "name": "PasskeysCardRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "534cc62783b4648babb4f2d503c3224b";

export default node;
