/**
 * @generated SignedSource<<c5ee397c1f9bebeed4a28901d174ffbe>>
 * @relayHash 71c8af22ff6ed921119d3b777f5cf7ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 099a8b4b430c6178e41b58c5c60f6a5534d0d74174d4269740b28f0d268cbbac

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
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
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
    "id": "099a8b4b430c6178e41b58c5c60f6a5534d0d74174d4269740b28f0d268cbbac",
    "metadata": {},
    "name": "PasskeysCardRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b9c52e1269c9225e7624e1b5d4f73599";

export default node;
