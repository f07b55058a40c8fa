/**
 * @generated SignedSource<<00c38b07f843b278bff2473799805979>>
 * @relayHash 7f86b2a86ceb566ca38a71ed78b21ff3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f36c18968c2af81be837bc1003ebf23509d8c18cfd1b17d7f1603643790fadc6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorSetupStepStartMutation$variables = Record<PropertyKey, never>;
export type TwoFactorSetupStepStartMutation$data = {
  readonly signInTwoFactorSetupStart: {
    readonly " $fragmentSpreads": FragmentRefs<"startedSetup_payload">;
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoFactorSetupStepStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthenticatorSetupStartPayload",
        "kind": "LinkedField",
        "name": "signInTwoFactorSetupStart",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "startedSetup_payload",
            "selections": (v0/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorSetupStepStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthenticatorSetupStartPayload",
        "kind": "LinkedField",
        "name": "signInTwoFactorSetupStart",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f36c18968c2af81be837bc1003ebf23509d8c18cfd1b17d7f1603643790fadc6",
    "metadata": {},
    "name": "TwoFactorSetupStepStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5fb669d18880230d7c2a72c8dec724d6";

export default node;
