/**
 * @generated SignedSource<<7c54c8898ad81a52ea3654e955c70c00>>
 * @relayHash a6e7d42a09469f8c317fab2bda4bfe3d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0dbb4505254188c76a0fe0851c17bf0c6c6b788f5a9853ac3457f311609c131

import { ConcreteRequest } from 'relay-runtime';
export type MemberInput = {
  memberId: string;
};
export type MemberActionDialogCancelMutation$variables = {
  input: MemberInput;
};
export type MemberActionDialogCancelMutation$data = {
  readonly invitationCancel: {
    readonly cancelledMemberId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
    }>;
  };
};
export type MemberActionDialogCancelMutation = {
  response: MemberActionDialogCancelMutation$data;
  variables: MemberActionDialogCancelMutation$variables;
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
    "concreteType": "InvitationCancelPayload",
    "kind": "LinkedField",
    "name": "invitationCancel",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancelledMemberId",
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
    "name": "MemberActionDialogCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberActionDialogCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d0dbb4505254188c76a0fe0851c17bf0c6c6b788f5a9853ac3457f311609c131",
    "metadata": {},
    "name": "MemberActionDialogCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "322c3bf63fb19a80414d2ddb0a1a4b80";

export default node;
