/**
 * @generated SignedSource<<11d80e2a16012b202aaafffcaa7941d0>>
 * @relayHash ee0c9971e93cec904786a5950e86bab5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f592e6673c938eca89057b635feb4cc61a3cb2e9e29c3877ca22e483a15d8f21

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoiceWithholdingStatus = "AWAITING_SLIP" | "CANCELLED" | "RECEIVED" | "%future added value";
export type LineKind = "GOODS" | "SERVICE" | "%future added value";
export type BuyerWithholdingFieldsQuery$variables = {
  customerId: string;
  first: number;
};
export type BuyerWithholdingFieldsQuery$data = {
  readonly salesInvoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dueDate: string;
        readonly id: string;
        readonly lines: ReadonlyArray<{
          readonly kind: LineKind;
        }>;
        readonly number: string | null | undefined;
        readonly remainingAmount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly withholding: {
          readonly status: InvoiceWithholdingStatus;
        } | null | undefined;
      };
    }>;
  } | null | undefined;
};
export type BuyerWithholdingFieldsQuery = {
  response: BuyerWithholdingFieldsQuery$data;
  variables: BuyerWithholdingFieldsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "customerId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "customerId",
    "variableName": "customerId"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Literal",
    "name": "status",
    "value": "ISSUED"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v5 = {
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
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "DocumentLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BuyerWithholdingFieldsQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": {
          "alias": null,
          "args": (v1/*:: as any*/),
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
                    (v2/*:: as any*/),
                    (v3/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "InvoiceWithholding",
                      "kind": "LinkedField",
                      "name": "withholding",
                      "plural": false,
                      "selections": [
                        (v7/*:: as any*/)
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
        },
        "to": "NULL"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BuyerWithholdingFieldsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InvoiceWithholding",
                    "kind": "LinkedField",
                    "name": "withholding",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v2/*:: as any*/)
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
    ]
  },
  "params": {
    "id": "f592e6673c938eca89057b635feb4cc61a3cb2e9e29c3877ca22e483a15d8f21",
    "metadata": {},
    "name": "BuyerWithholdingFieldsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f21d7e1928034d2e460e0e6cb812b02";

export default node;
