/**
 * @generated SignedSource<<07e6a18a0e1c95f01a9f9acd28bb386d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRoleOptionsQuery$variables = Record<PropertyKey, never>;
export type useRoleOptionsQuery$data = {
  readonly roles: ReadonlyArray<{
    readonly builtIn: boolean;
    readonly id: string;
    readonly name: string;
  }>;
};
export type useRoleOptionsQuery = {
  response: useRoleOptionsQuery$data;
  variables: useRoleOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Role",
    "kind": "LinkedField",
    "name": "roles",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
        "name": "builtIn",
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
    "name": "useRoleOptionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRoleOptionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3546f74440b38caa7fe7dc27670c442f",
    "id": null,
    "metadata": {},
    "name": "useRoleOptionsQuery",
    "operationKind": "query",
    "text": "query useRoleOptionsQuery {\n  roles {\n    id\n    name\n    builtIn\n  }\n}\n"
  }
};
})();

(node as any).hash = "52861ad1c13440507d183e9d89d4b864";

export default node;
