/**
 * @generated SignedSource<<4d062a52b68f3468f9d55b6d2ce5cf04>>
 * @relayHash 79940ff6f0baaaba3d2b029169403ff2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24855e6cc3ac10799ecc2a292f34530d4a196e00fe1ee9851b7e3c9049320b1d

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
    "id": "24855e6cc3ac10799ecc2a292f34530d4a196e00fe1ee9851b7e3c9049320b1d",
    "metadata": {},
    "name": "logoutLoaderSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d5043cc2874954f49f08986f2376040b";

export default node;
