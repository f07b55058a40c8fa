/**
 * @generated SignedSource<<2537555cc6e3bf55f8e2434f38245866>>
 * @relayHash 13e330d291993a3967b02487b83a9b6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61583c894bcadfd1f89bcb33331cc2734c130178fe7d1731f0ed37825c52ec1f

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
    "id": "61583c894bcadfd1f89bcb33331cc2734c130178fe7d1731f0ed37825c52ec1f",
    "metadata": {},
    "name": "loginLoaderQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4343a425ae51dbf6a96f397d1b72cc39";

export default node;
