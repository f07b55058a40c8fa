/**
 * @generated SignedSource<<fae22d15073b7a765427ff20f87b48d6>>
 * @relayHash 18c259ed1776243674f1304c06053cd8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9befe06989565a867c430c33fd5d5f8e4ed608f761d4e6bc0dbf5210b95d804d

import { ConcreteRequest } from 'relay-runtime';
export type AddressFieldsRegionsQuery$variables = {
  parent?: string | null | undefined;
};
export type AddressFieldsRegionsQuery$data = {
  readonly regions: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }>;
};
export type AddressFieldsRegionsQuery = {
  response: AddressFieldsRegionsQuery$data;
  variables: AddressFieldsRegionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "parent"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "parent",
        "variableName": "parent"
      }
    ],
    "concreteType": "Region",
    "kind": "LinkedField",
    "name": "regions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddressFieldsRegionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressFieldsRegionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9befe06989565a867c430c33fd5d5f8e4ed608f761d4e6bc0dbf5210b95d804d",
    "metadata": {},
    "name": "AddressFieldsRegionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "184814b7ef8effb8d378f3e3b3b8c268";

export default node;
