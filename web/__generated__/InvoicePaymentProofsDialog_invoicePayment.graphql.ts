/**
 * @generated SignedSource<<152eae036c07effa988d8d214878cef4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoicePaymentStatus = "ALLOCATED" | "CANCELLED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoicePaymentProofsDialog_invoicePayment$data = {
  readonly id: string;
  readonly number: string;
  readonly proofs: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentFileRow_file">;
  }>;
  readonly status: InvoicePaymentStatus;
  readonly " $fragmentType": "InvoicePaymentProofsDialog_invoicePayment";
};
export type InvoicePaymentProofsDialog_invoicePayment$key = {
  readonly " $data"?: InvoicePaymentProofsDialog_invoicePayment$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicePaymentProofsDialog_invoicePayment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicePaymentProofsDialog_invoicePayment",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoicePaymentFile",
      "kind": "LinkedField",
      "name": "proofs",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoicePaymentFileRow_file"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InvoicePayment",
  "abstractKey": null
};
})();

(node as any).hash = "2253cb61323a52abfff9831f58af7250";

export default node;
