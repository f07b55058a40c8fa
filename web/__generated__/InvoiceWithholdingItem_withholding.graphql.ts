/**
 * @generated SignedSource<<91b08ccdcb4ff646cdc04c4f66e636a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type InvoiceWithholdingStatus = "AWAITING_SLIP" | "CANCELLED" | "RECEIVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceWithholdingItem_withholding$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly slipDate: string | null | undefined;
  readonly slipFile: {
    readonly downloadUrl: string;
    readonly fileName: string;
  } | null | undefined;
  readonly slipNumber: string | null | undefined;
  readonly status: InvoiceWithholdingStatus;
  readonly " $fragmentType": "InvoiceWithholdingItem_withholding";
};
export type InvoiceWithholdingItem_withholding$key = {
  readonly " $data"?: InvoiceWithholdingItem_withholding$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceWithholdingItem_withholding">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceWithholdingItem_withholding",
  "selections": [
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slipNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slipDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoicePaymentFile",
      "kind": "LinkedField",
      "name": "slipFile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InvoiceWithholding",
  "abstractKey": null
};

(node as any).hash = "487acb17bbfd410bb86d66b47b0f8c3b";

export default node;
