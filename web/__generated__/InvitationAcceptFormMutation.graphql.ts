/**
 * @generated SignedSource<<ec491543028e4def3539cdec7628cdb8>>
 * @relayHash cd17e021afbd0927d0ceaf9c7e4a4150
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f0db4b1c165461d95e9e51778197e5cacc5aaddfe2a26ca88d365a863a88289

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationAcceptInput = {
  fullName?: string | null | undefined;
  password: string;
  passwordConfirmation?: string | null | undefined;
  token: string;
};
export type InvitationAcceptFormMutation$variables = {
  input: InvitationAcceptInput;
};
export type InvitationAcceptFormMutation$data = {
  readonly invitationAccept: {
    readonly " $fragmentSpreads": FragmentRefs<"signInOutcome_payload">;
  };
};
export type InvitationAcceptFormMutation = {
  response: InvitationAcceptFormMutation$data;
  variables: InvitationAcceptFormMutation$variables;
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
    "name": "InvitationAcceptFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInPayload",
        "kind": "LinkedField",
        "name": "invitationAccept",
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
    "name": "InvitationAcceptFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignInPayload",
        "kind": "LinkedField",
        "name": "invitationAccept",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8f0db4b1c165461d95e9e51778197e5cacc5aaddfe2a26ca88d365a863a88289",
    "metadata": {},
    "name": "InvitationAcceptFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c9b1ee04ebb7ada9fe2abfbc0b58ca51";

export default node;
