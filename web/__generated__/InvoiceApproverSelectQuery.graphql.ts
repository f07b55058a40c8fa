/**
 * @generated SignedSource<<caff2e38cbc98324171c6aeb991abf87>>
 * @relayHash 10100e2a1042e7e4b6e9feeb62072db9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f463dceb3bf9cd83c07382c5a959bc771e0fa4ab2bd6f31102d0152be7cebd14

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
    "id": "f463dceb3bf9cd83c07382c5a959bc771e0fa4ab2bd6f31102d0152be7cebd14",
    "metadata": {},
    "name": "InvoiceApproverSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d30dfa5953120b7bf20421b210ff8df3";

export default node;
