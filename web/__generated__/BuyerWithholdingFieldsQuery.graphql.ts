/**
 * @generated SignedSource<<550181daccc6c103e13241d9b3cf3608>>
 * @relayHash bbeb3368cdd79828ae5a9c52de0e9bab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea399d899499529b7b868e8ec8ba05313c6a91d87ddfe35ddd3bcda7cbf60d7c

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
          readonly taxBase: {
            readonly amount: string;
          };
        }>;
        readonly number: string | null | undefined;
        readonly remainingAmount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly withholding: {
          readonly status: InvoiceWithholdingStatus;
        } | null | undefined;
        readonly withholdingRate: string | null | undefined;
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
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "remainingAmount",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "withholdingRate",
  "storageKey": null
},
v8 = {
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "taxBase",
      "plural": false,
      "selections": [
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
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
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "InvoiceWithholding",
                      "kind": "LinkedField",
                      "name": "withholding",
                      "plural": false,
                      "selections": [
                        (v9/*:: as any*/)
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InvoiceWithholding",
                    "kind": "LinkedField",
                    "name": "withholding",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
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
    "id": "ea399d899499529b7b868e8ec8ba05313c6a91d87ddfe35ddd3bcda7cbf60d7c",
    "metadata": {},
    "name": "BuyerWithholdingFieldsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "874f6d4fa00f374cf83e23d46ac53b86";

export default node;
