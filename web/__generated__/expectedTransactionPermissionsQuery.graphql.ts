/**
 * @generated SignedSource<<e1589e35c2452c9030053c0f503be540>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type expectedTransactionPermissionsQuery$variables = Record<PropertyKey, never>;
export type expectedTransactionPermissionsQuery$data = {
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type expectedTransactionPermissionsQuery = {
  response: expectedTransactionPermissionsQuery$data;
  variables: expectedTransactionPermissionsQuery$variables;
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
        "kind": "ScalarField",
        "name": "permissions",
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
    "name": "expectedTransactionPermissionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "expectedTransactionPermissionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dc70f6e43bfc9f094ad6624dd2c48662",
    "id": null,
    "metadata": {},
    "name": "expectedTransactionPermissionsQuery",
    "operationKind": "query",
    "text": "query expectedTransactionPermissionsQuery {\n  viewer {\n    permissions\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e1485335b2abadaeab7ea0200277063";

export default node;
