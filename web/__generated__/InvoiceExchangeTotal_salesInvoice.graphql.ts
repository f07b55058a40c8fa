/**
 * @generated SignedSource<<e3c2e2896b9b8512319b2d32179f38aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceExchangeTotal_salesInvoice$data = {
  readonly exchange: {
    readonly atInvoiceRate: {
      readonly amount: string;
    };
    readonly atPaymentRates: {
      readonly amount: string;
    } | null | undefined;
    readonly difference: {
      readonly amount: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "InvoiceExchangeTotal_salesInvoice";
};
export type InvoiceExchangeTotal_salesInvoice$key = {
  readonly " $data"?: InvoiceExchangeTotal_salesInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceExchangeTotal_salesInvoice">;
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
  "name": "InvoiceExchangeTotal_salesInvoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceExchange",
      "kind": "LinkedField",
      "name": "exchange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "atInvoiceRate",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "atPaymentRates",
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
  "type": "SalesInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "460b163c514b68dd80c438944ecdb727";

export default node;
