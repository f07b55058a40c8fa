/**
 * @generated SignedSource<<53f094c2df6068f8ff31e45509fdd3e5>>
 * @relayHash 4b3b5cb5b694b2949e6edadbc1781ea9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18f5b5af74d2d82b2a867ae613e72e69a6cb979aa4aa1d58ad83644e85054281

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CreditMemoDialogInvoicesQuery$variables = {
  customerId: string;
};
export type CreditMemoDialogInvoicesQuery$data = {
  readonly salesInvoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dueDate: string;
        readonly id: string;
        readonly number: string | null | undefined;
        readonly remainingAmount: {
          readonly amount: string;
          readonly currency: Currency;
        };
      };
    }>;
  };
};
export type CreditMemoDialogInvoicesQuery = {
  response: CreditMemoDialogInvoicesQuery$data;
  variables: CreditMemoDialogInvoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "customerId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "customerId",
        "variableName": "customerId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      },
      {
        "kind": "Literal",
        "name": "status",
        "value": "ISSUED"
      }
    ],
    "concreteType": "SalesInvoiceConnection",
    "kind": "LinkedField",
    "name": "salesInvoices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SalesInvoiceEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SalesInvoice",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "remainingAmount",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currency",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "CreditMemoDialogInvoicesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreditMemoDialogInvoicesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "18f5b5af74d2d82b2a867ae613e72e69a6cb979aa4aa1d58ad83644e85054281",
    "metadata": {},
    "name": "CreditMemoDialogInvoicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12144c816fe4c9e62881d200445c1b20";

export default node;
