/**
 * @generated SignedSource<<d367659f090297bf5ac8779d382a7679>>
 * @relayHash 3546f74440b38caa7fe7dc27670c442f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adf8109095e2139ee06efdd07cc789c837ba2e319e4906a4838ab1693b60cbf5

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
    "id": "adf8109095e2139ee06efdd07cc789c837ba2e319e4906a4838ab1693b60cbf5",
    "metadata": {},
    "name": "useRoleOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "52861ad1c13440507d183e9d89d4b864";

export default node;
