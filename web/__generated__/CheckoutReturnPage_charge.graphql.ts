/**
 * @generated SignedSource<<16879a5f26c5e61c01e13da988b862b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckoutChannel = "BCA_VA" | "BNI_VA" | "BRI_VA" | "MANDIRI_VA" | "PERMATA_VA" | "QRIS" | "%future added value";
export type CheckoutChargeStatus = "EXPIRED" | "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "SETTLED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CheckoutReturnPage_charge$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly channel: CheckoutChannel;
  readonly status: CheckoutChargeStatus;
  readonly " $fragmentType": "CheckoutReturnPage_charge";
};
export type CheckoutReturnPage_charge$key = {
  readonly " $data"?: CheckoutReturnPage_charge$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutReturnPage_charge">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutReturnPage_charge",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
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
  "type": "CheckoutCharge",
  "abstractKey": null
};

(node as any).hash = "25943f6237a4d3f3134763d7f85666d1";

export default node;
