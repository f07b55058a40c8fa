/**
 * @generated SignedSource<<735f8a1198e7b23f1c68f9fa72943dc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvoiceApproverSelectQuery$variables = Record<PropertyKey, never>;
export type InvoiceApproverSelectQuery$data = {
  readonly invoiceApprovers: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
  }>;
};
export type InvoiceApproverSelectQuery = {
  response: InvoiceApproverSelectQuery$data;
  variables: InvoiceApproverSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "invoiceApprovers",
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
        "name": "fullName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "InvoiceApproverSelectQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InvoiceApproverSelectQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "10100e2a1042e7e4b6e9feeb62072db9",
    "id": null,
    "metadata": {},
    "name": "InvoiceApproverSelectQuery",
    "operationKind": "query",
    "text": "query InvoiceApproverSelectQuery {\n  invoiceApprovers {\n    id\n    fullName\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "d30dfa5953120b7bf20421b210ff8df3";

export default node;
