/**
 * @generated SignedSource<<1160b00f1926d594fe141956265543dd>>
 * @relayHash a5574d7bb65acc228184f198ff6f68e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5bd94e09e8c8f35f86569d5c1840c4bdfa393668bbd23e16796daac66d8e981f

import { ConcreteRequest } from 'relay-runtime';
export type PasskeyRegisterInput = {
  name: string;
  response: string;
};
export type PasskeysCardRegisterMutation$variables = {
  input: PasskeyRegisterInput;
};
export type PasskeysCardRegisterMutation$data = {
  readonly passkeyRegister: {
    readonly passkey: {
      readonly id: string;
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
export type PasskeysCardRegisterMutation = {
  response: PasskeysCardRegisterMutation$data;
  variables: PasskeysCardRegisterMutation$variables;
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
    "concreteType": "PasskeyRegisterPayload",
    "kind": "LinkedField",
    "name": "passkeyRegister",
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
    "name": "PasskeysCardRegisterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysCardRegisterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5bd94e09e8c8f35f86569d5c1840c4bdfa393668bbd23e16796daac66d8e981f",
    "metadata": {},
    "name": "PasskeysCardRegisterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c256e67263deff33d58be95a94151005";

export default node;
