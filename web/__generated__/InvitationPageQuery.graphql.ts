/**
 * @generated SignedSource<<fce2b9d64f8e729d39f59d69d5db8457>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationPageQuery$variables = {
  token: string;
};
export type InvitationPageQuery$data = {
  readonly invitation: {
    readonly valid: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"InvitationAcceptForm_invitation">;
  };
};
export type InvitationPageQuery = {
  response: InvitationPageQuery$data;
  variables: InvitationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "valid",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvitationLink",
        "kind": "LinkedField",
        "name": "invitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvitationAcceptForm_invitation"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InvitationLink",
        "kind": "LinkedField",
        "name": "invitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "organizationName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountExists",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4638446b283e8979669cbb828ace63fd",
    "id": null,
    "metadata": {},
    "name": "InvitationPageQuery",
    "operationKind": "query",
    "text": "query InvitationPageQuery(\n  $token: String!\n) {\n  invitation(token: $token) {\n    valid\n    ...InvitationAcceptForm_invitation\n  }\n}\n\nfragment InvitationAcceptForm_invitation on InvitationLink {\n  organizationName\n  email\n  accountExists\n}\n"
  }
};
})();

(node as any).hash = "654b51ebdce3e4629b5827ea63839356";

export default node;
