/**
 * @generated SignedSource<<b262841dcae6fc3479c55b618e568b34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentRateSource = "ENTERED" | "KURS_PAJAK" | "NONE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoicePaymentExchange_invoicePayment$data = {
  readonly amount: {
    readonly currency: Currency;
  };
  readonly exchange: {
    readonly atInvoiceRates: {
      readonly amount: string;
    };
    readonly difference: {
      readonly amount: string;
    } | null | undefined;
    readonly kursPajakSource: string | null | undefined;
    readonly rate: string | null | undefined;
    readonly source: PaymentRateSource;
  } | null | undefined;
  readonly " $fragmentType": "InvoicePaymentExchange_invoicePayment";
};
export type InvoicePaymentExchange_invoicePayment$key = {
  readonly " $data"?: InvoicePaymentExchange_invoicePayment$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentExchange_invoicePayment">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicePaymentExchange_invoicePayment",
  "selections": [
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
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentExchange",
      "kind": "LinkedField",
      "name": "exchange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kursPajakSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "atInvoiceRates",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "difference",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InvoicePayment",
  "abstractKey": null
};
})();

(node as any).hash = "84a2605a4b4f351d3f8808368405977c";

export default node;
