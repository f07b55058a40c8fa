/**
 * @generated SignedSource<<2ab714fc03421d34f14d37e5190fa948>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeysPageRefetchQuery$variables = Record<PropertyKey, never>;
export type ApiKeysPageRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeysPage_query">;
};
export type ApiKeysPageRefetchQuery = {
  response: ApiKeysPageRefetchQuery$data;
  variables: ApiKeysPageRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiKeysPageRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ApiKeysPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiKeysPageRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiKey",
        "kind": "LinkedField",
        "name": "apiKeys",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Role",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "createdBy",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "useCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "caf395729e931cf473302bd1490acff2",
    "id": null,
    "metadata": {},
    "name": "ApiKeysPageRefetchQuery",
    "operationKind": "query",
    "text": "query ApiKeysPageRefetchQuery {\n  ...ApiKeysPage_query\n}\n\nfragment ApiKeyRow_apiKey on ApiKey {\n  id\n  name\n  prefix\n  role {\n    name\n    id\n  }\n  createdBy {\n    fullName\n    email\n    id\n  }\n  createdAt\n  expiresAt\n  revokedAt\n  lastUsedAt\n  useCount\n}\n\nfragment ApiKeysPage_query on Query {\n  apiKeys {\n    id\n    ...ApiKeyRow_apiKey\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed994d64e054132cbb120fc163e796cf";

export default node;
