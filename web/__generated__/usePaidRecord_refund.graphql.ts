/**
 * @generated SignedSource<<532444c4723f2d7c752babf1c7bdf639>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoicePaymentStatus = "ALLOCATED" | "CANCELLED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type usePaidRecord_refund$data = {
  readonly customerName: string;
  readonly id: string;
  readonly number: string;
  readonly paymentDate: string;
  readonly status: InvoicePaymentStatus;
  readonly unallocatedAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentType": "usePaidRecord_refund";
};
export type usePaidRecord_refund$key = {
  readonly " $data"?: usePaidRecord_refund$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePaidRecord_refund">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePaidRecord_refund",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "unallocatedAmount",
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
  "type": "InvoicePayment",
  "abstractKey": null
};

(node as any).hash = "ae8069f5edac710ef0beaba3105f0ff0";

export default node;
