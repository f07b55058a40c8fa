/**
 * @generated SignedSource<<7d5b4da7f81efbefcf4f68c44ed12c1f>>
 * @relayHash a4a6ef409a4d653fdbf02a7fe5770694
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdb342141f737ca4b442089a0cfab3d62185bbdeb3378b47bd499f3654440d25

import { ConcreteRequest } from 'relay-runtime';
export type AuthenticatorCardStartMutation$variables = Record<PropertyKey, never>;
export type AuthenticatorCardStartMutation$data = {
  readonly authenticatorSetupStart: {
    readonly otpauthUri: string | null | undefined;
    readonly secret: string | null | undefined;
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
export type AuthenticatorCardStartMutation = {
  response: AuthenticatorCardStartMutation$data;
  variables: AuthenticatorCardStartMutation$variables;
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuthenticatorCardStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AuthenticatorCardStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cdb342141f737ca4b442089a0cfab3d62185bbdeb3378b47bd499f3654440d25",
    "metadata": {},
    "name": "AuthenticatorCardStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5f559f31526f1ac1580c7f244e94ca07";

export default node;
