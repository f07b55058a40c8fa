/**
 * @generated SignedSource<<c2904c3aa0263972542c47daec069aa5>>
 * @relayHash 4638446b283e8979669cbb828ace63fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 755ede29998f0ff4d8e4537c7af11ca4ee2d22d3671f435dacb171142767c638

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
    "id": "755ede29998f0ff4d8e4537c7af11ca4ee2d22d3671f435dacb171142767c638",
    "metadata": {},
    "name": "InvitationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "654b51ebdce3e4629b5827ea63839356";

export default node;
