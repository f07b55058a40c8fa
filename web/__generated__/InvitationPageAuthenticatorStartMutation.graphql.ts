/**
 * @generated SignedSource<<277cf5d08135445cb70b53940ab3592b>>
 * @relayHash afa6f86c5337b8da63140e72f10abf61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 079b14c1717fa205eff128914e62a7346003709c08af385bc6ef5b868820fb04

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationPageAuthenticatorStartMutation$variables = Record<PropertyKey, never>;
export type InvitationPageAuthenticatorStartMutation$data = {
  readonly authenticatorSetupStart: {
    readonly " $fragmentSpreads": FragmentRefs<"startedSetup_payload">;
  };
};
export type InvitationPageAuthenticatorStartMutation = {
  response: InvitationPageAuthenticatorStartMutation$data;
  variables: InvitationPageAuthenticatorStartMutation$variables;
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
    "name": "InvitationPageAuthenticatorStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthenticatorSetupStartPayload",
        "kind": "LinkedField",
        "name": "authenticatorSetupStart",
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
    "name": "InvitationPageAuthenticatorStartMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthenticatorSetupStartPayload",
        "kind": "LinkedField",
        "name": "authenticatorSetupStart",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "079b14c1717fa205eff128914e62a7346003709c08af385bc6ef5b868820fb04",
    "metadata": {},
    "name": "InvitationPageAuthenticatorStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9f9349a6f3a4ce19e1c21ca51635ad5a";

export default node;
