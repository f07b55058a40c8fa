/**
 * @generated SignedSource<<56c8f49f3e32818594692a62f54c2c46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SalesOrderInvoiceDialogApproversQuery$variables = Record<PropertyKey, never>;
export type SalesOrderInvoiceDialogApproversQuery$data = {
  readonly invoiceApprovers: ReadonlyArray<{
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
  }>;
};
export type SalesOrderInvoiceDialogApproversQuery = {
  response: SalesOrderInvoiceDialogApproversQuery$data;
  variables: SalesOrderInvoiceDialogApproversQuery$variables;
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
    "name": "SalesOrderInvoiceDialogApproversQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SalesOrderInvoiceDialogApproversQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8e8ba6ce35feacde56f6685a6675cf74",
    "id": null,
    "metadata": {},
    "name": "SalesOrderInvoiceDialogApproversQuery",
    "operationKind": "query",
    "text": "query SalesOrderInvoiceDialogApproversQuery {\n  invoiceApprovers {\n    id\n    fullName\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "8517541cc160e67ee24df42875da4934";

export default node;
