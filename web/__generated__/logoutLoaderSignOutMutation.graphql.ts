/**
 * @generated SignedSource<<6e70bd7af1a55d92b0a54e24c78d3f65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type logoutLoaderSignOutMutation$variables = Record<PropertyKey, never>;
export type logoutLoaderSignOutMutation$data = {
  readonly signOut: {
    readonly signedOut: boolean;
  };
};
export type logoutLoaderSignOutMutation = {
  response: logoutLoaderSignOutMutation$data;
  variables: logoutLoaderSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signedOut",
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
    "name": "logoutLoaderSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "logoutLoaderSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "79940ff6f0baaaba3d2b029169403ff2",
    "id": null,
    "metadata": {},
    "name": "logoutLoaderSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation logoutLoaderSignOutMutation {\n  signOut {\n    signedOut\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5043cc2874954f49f08986f2376040b";

export default node;
