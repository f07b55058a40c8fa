/**
 * @generated SignedSource<<956e5f802223474541b8104e57cc73a5>>
 * @relayHash a3257dd5574194b5b605e4387d204682
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd2ecfd48c59d3ffef0ca0f69a71563acb011997c48dabe9a4a786bab7e4ea64

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
    "id": "bd2ecfd48c59d3ffef0ca0f69a71563acb011997c48dabe9a4a786bab7e4ea64",
    "metadata": {},
    "name": "CustomerCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f9bdc19ba7e229ac70b20e56a98c1370";

export default node;
