/**
 * @generated SignedSource<<87baab2383bc241f24128fa3c362fc12>>
 * @relayHash 5cf0c56d00c36f4bc543e7f80a5d76c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8e25c4aea7656c5263dee24e14da8e081d9abb3d9b77c6a9ad9c42a9b9f600e

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutChannel = "BCA_VA" | "BNI_VA" | "BRI_VA" | "MANDIRI_VA" | "PERMATA_VA" | "QRIS" | "%future added value";
export type CheckoutChargeStatus = "EXPIRED" | "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "SETTLED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoiceLinkInvoiceStatus = "ISSUED" | "PAID" | "%future added value";
export type InvoiceLinkState = "EXPIRED" | "SPENT" | "VALID" | "%future added value";
export type CheckoutReturnPageQuery$variables = {
  token: string;
};
export type CheckoutReturnPageQuery$data = {
  readonly invoiceLink: {
    readonly checkout: {
      readonly charge: {
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly channel: CheckoutChannel;
        readonly status: CheckoutChargeStatus;
      } | null | undefined;
    } | null | undefined;
    readonly invoice: {
      readonly number: string;
      readonly status: InvoiceLinkInvoiceStatus;
    } | null | undefined;
    readonly state: InvoiceLinkState;
  };
};
export type CheckoutReturnPageQuery = {
  response: CheckoutReturnPageQuery$data;
  variables: CheckoutReturnPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "InvoiceLink",
    "kind": "LinkedField",
    "name": "invoiceLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "InvoiceLinkInvoice",
        "kind": "LinkedField",
        "name": "invoice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Checkout",
        "kind": "LinkedField",
        "name": "checkout",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckoutCharge",
            "kind": "LinkedField",
            "name": "charge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "channel",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "amount",
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
    "name": "CheckoutReturnPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutReturnPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b8e25c4aea7656c5263dee24e14da8e081d9abb3d9b77c6a9ad9c42a9b9f600e",
    "metadata": {},
    "name": "CheckoutReturnPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ce62c33397eee0a874584c47fc2312f8";

export default node;
