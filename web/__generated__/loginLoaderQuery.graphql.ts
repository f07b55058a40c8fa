/**
 * @generated SignedSource<<2c60b74d9fa0f2599607021b7c48f7ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type loginLoaderQuery$variables = Record<PropertyKey, never>;
export type loginLoaderQuery$data = {
  readonly socialSignIn: {
    readonly name: string;
    readonly startUrl: string;
  } | null | undefined;
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SocialSignInProvider",
    "kind": "LinkedField",
    "name": "socialSignIn",
    "plural": false,
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
        "name": "startUrl",
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
    "cacheID": "13e330d291993a3967b02487b83a9b6f",
    "id": null,
    "metadata": {},
    "name": "loginLoaderQuery",
    "operationKind": "query",
    "text": "query loginLoaderQuery {\n  viewer {\n    user {\n      id\n    }\n  }\n  socialSignIn {\n    name\n    startUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "4343a425ae51dbf6a96f397d1b72cc39";

export default node;
