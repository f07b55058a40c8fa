/**
 * @generated SignedSource<<ec408dd1a1db2b393159be7b2e94a61c>>
 * @relayHash 9d72d6545b3ecb296a0c9323faa5c4de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad375f58dfb765f24cc34c34923947803eca170428c7ad9d8bdbb169bb1b5768

import { ConcreteRequest } from 'relay-runtime';
export type PasskeySignInStartInput = {
  secondStep: boolean;
};
export type usePasskeySignInStartMutation$variables = {
  input: PasskeySignInStartInput;
};
export type usePasskeySignInStartMutation$data = {
  readonly passkeySignInStart: {
    readonly optionsJSON: string | null | undefined;
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
export type usePasskeySignInStartMutation = {
  response: usePasskeySignInStartMutation$data;
  variables: usePasskeySignInStartMutation$variables;
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
    "concreteType": "PasskeySignInStartPayload",
    "kind": "LinkedField",
    "name": "passkeySignInStart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "optionsJSON",
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
    "name": "usePasskeySignInStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePasskeySignInStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ad375f58dfb765f24cc34c34923947803eca170428c7ad9d8bdbb169bb1b5768",
    "metadata": {},
    "name": "usePasskeySignInStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d3ac53b05c8ed3411bf0ce4a85337afc";

export default node;
