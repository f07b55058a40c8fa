/**
 * @generated SignedSource<<2c873f13beded19c009c1b48a08d993f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CustomerCreatePageQuery$variables = Record<PropertyKey, never>;
export type CustomerCreatePageQuery$data = {
  readonly viewer: {
    readonly permissions: ReadonlyArray<string>;
  } | null | undefined;
};
export type CustomerCreatePageQuery = {
  response: CustomerCreatePageQuery$data;
  variables: CustomerCreatePageQuery$variables;
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
    "name": "CustomerCreatePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CustomerCreatePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a3257dd5574194b5b605e4387d204682",
    "id": null,
    "metadata": {},
    "name": "CustomerCreatePageQuery",
    "operationKind": "query",
    "text": "query CustomerCreatePageQuery {\n  viewer {\n    permissions\n  }\n}\n"
  }
};
})();

(node as any).hash = "f9bdc19ba7e229ac70b20e56a98c1370";

export default node;
