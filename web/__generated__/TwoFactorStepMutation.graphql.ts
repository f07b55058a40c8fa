/**
 * @generated SignedSource<<7560fd9f469fe41ea88e6972d1dcdc1c>>
 * @relayHash fb02cab451ba8a0c48f3f3b257f695f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6b0c377d6bd1b1b4158b0b802b0974431c20fbd7ec40600509b5b9b95cdb456

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
export type SignInTwoFactorInput = {
  code: string;
  method: TwoFactorMethodType;
};
export type TwoFactorStepMutation$variables = {
  input: SignInTwoFactorInput;
};
export type TwoFactorStepMutation$data = {
  readonly signInTwoFactor: {
    readonly " $fragmentSpreads": FragmentRefs<"signInOutcome_payload">;
  };
};
export type TwoFactorStepMutation = {
  response: TwoFactorStepMutation$data;
  variables: TwoFactorStepMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
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
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "twoFactorRequired",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "twoFactorMethods",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "twoFactorSetupRequired",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoFactorStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInPayload",
        "kind": "LinkedField",
        "name": "signInTwoFactor",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "signInOutcome_payload",
            "selections": (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInPayload",
        "kind": "LinkedField",
        "name": "signInTwoFactor",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b6b0c377d6bd1b1b4158b0b802b0974431c20fbd7ec40600509b5b9b95cdb456",
    "metadata": {},
    "name": "TwoFactorStepMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "96b723c66b0d12b5e95a76d69d1c8f94";

export default node;
