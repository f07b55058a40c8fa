/**
 * @generated SignedSource<<8853d1f01c286561f3f3f74e3d8ed8f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type loginLoaderQuery$variables = Record<PropertyKey, never>;
export type loginLoaderQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type loginLoaderQuery = {
  response: loginLoaderQuery$data;
  variables: loginLoaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "loginLoaderQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "loginLoaderQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "aa05d9bcdb0dcf0eb61aa4004d02051d",
    "id": null,
    "metadata": {},
    "name": "loginLoaderQuery",
    "operationKind": "query",
    "text": "query loginLoaderQuery {\n  viewer {\n    user {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebef283e1f37f0b3a2ffbec1b7b74ea0";

export default node;
