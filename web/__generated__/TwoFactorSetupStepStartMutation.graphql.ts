/**
 * @generated SignedSource<<e2a4e0fad083e919e44dbf7434b9a01b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwoFactorSetupStepStartMutation$variables = Record<PropertyKey, never>;
export type TwoFactorSetupStepStartMutation$data = {
  readonly signInTwoFactorSetupStart: {
    readonly otpauthUri: string | null | undefined;
    readonly secret: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type TwoFactorSetupStepStartMutation = {
  response: TwoFactorSetupStepStartMutation$data;
  variables: TwoFactorSetupStepStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AuthenticatorSetupStartPayload",
    "kind": "LinkedField",
    "name": "signInTwoFactorSetupStart",
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
    "name": "TwoFactorSetupStepStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorSetupStepStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "88e50ddb291dc89faf8acff6e00561f0",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSetupStepStartMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSetupStepStartMutation {\n  signInTwoFactorSetupStart {\n    secret\n    otpauthUri\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad941055721b00a653ecc7d416e65ffd";

export default node;
