/**
 * @generated SignedSource<<cd9bc264308a88e73a16cad85e930e62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PasskeyRemoveInput = {
  passkeyId: string;
  password: string;
};
export type PasskeysCardRemoveMutation$variables = {
  input: PasskeyRemoveInput;
};
export type PasskeysCardRemoveMutation$data = {
  readonly passkeyRemove: {
    readonly removedPasskeyId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type PasskeysCardRemoveMutation = {
  response: PasskeysCardRemoveMutation$data;
  variables: PasskeysCardRemoveMutation$variables;
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
    "concreteType": "PasskeyRemovePayload",
    "kind": "LinkedField",
    "name": "passkeyRemove",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedPasskeyId",
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
    "name": "PasskeysCardRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysCardRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6a0df769f7b12c5b2e17fab902aff396",
    "id": null,
    "metadata": {},
    "name": "PasskeysCardRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation PasskeysCardRemoveMutation(\n  $input: PasskeyRemoveInput!\n) {\n  passkeyRemove(input: $input) {\n    removedPasskeyId\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b9c52e1269c9225e7624e1b5d4f73599";

export default node;
