/**
 * @generated SignedSource<<2c570782b555eb13b7c0469116018566>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CheckoutChannel = "BCA_VA" | "BNI_VA" | "BRI_VA" | "MANDIRI_VA" | "PERMATA_VA" | "QRIS" | "%future added value";
export type CheckoutChannelRefusalCode = "ABOVE_CHANNEL_MAXIMUM" | "BELOW_CHANNEL_MINIMUM" | "%future added value";
export type CheckoutChargeStatus = "EXPIRED" | "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "SETTLED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CheckoutPay_checkout$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly available: boolean;
  readonly channels: ReadonlyArray<{
    readonly channel: CheckoutChannel;
    readonly refusal: {
      readonly code: CheckoutChannelRefusalCode;
      readonly limit: {
        readonly amount: string;
        readonly currency: Currency;
      };
    } | null | undefined;
  }>;
  readonly charge: {
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly channel: CheckoutChannel;
    readonly expiresAt: string;
    readonly paidAt: string | null | undefined;
    readonly paymentUrl: string | null | undefined;
    readonly status: CheckoutChargeStatus;
  } | null | undefined;
  readonly milestones: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    } | null | undefined;
    readonly dueDate: string;
    readonly name: string;
    readonly position: number;
  }>;
  readonly rounding: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly " $fragmentType": "CheckoutPay_checkout";
};
export type CheckoutPay_checkout$key = {
  readonly " $data"?: CheckoutPay_checkout$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutPay_checkout">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "amount",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channel",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutPay_checkout",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "rounding",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutMilestone",
      "kind": "LinkedField",
      "name": "milestones",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutChannelOption",
      "kind": "LinkedField",
      "name": "channels",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "CheckoutChannelRefusal",
          "kind": "LinkedField",
          "name": "refusal",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "limit",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutCharge",
      "kind": "LinkedField",
      "name": "charge",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "paymentUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidAt",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Checkout",
  "abstractKey": null
};
})();

(node as any).hash = "269827fb2d1bc77c5ae450f6d51887d7";

export default node;
