/**
 * @generated SignedSource<<762ae0542e86cf38bfa6819b6513dbcb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentOrderPurpose_order$data = {
  readonly bill?: {
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly description: string | null | undefined;
    readonly dueDate: string;
    readonly number: string | null | undefined;
  } | null | undefined;
  readonly expectedTransaction: {
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly date: string;
    readonly description: string;
  } | null | undefined;
  readonly memo: string | null | undefined;
  readonly notes: string | null | undefined;
  readonly refundOf?: {
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly customerName: string;
    readonly number: string;
    readonly paymentDate: string;
  } | null | undefined;
  readonly " $fragmentType": "PaymentOrderPurpose_order";
};
export type PaymentOrderPurpose_order$key = {
  readonly " $data"?: PaymentOrderPurpose_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentOrderPurpose_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v1 = {
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentOrderPurpose_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExpectedTransaction",
      "kind": "LinkedField",
      "name": "expectedTransaction",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InvoicePayment",
          "kind": "LinkedField",
          "name": "refundOf",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "customerName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "paymentDate",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Bill",
          "kind": "LinkedField",
          "name": "bill",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dueDate",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "type": "Payment",
      "abstractKey": null
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};
})();

(node as any).hash = "74c8bcc2517fc8845445c6e68c005c84";

export default node;
