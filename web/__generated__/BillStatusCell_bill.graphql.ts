/**
 * @generated SignedSource<<8abd6d82ef49191a85f95aa546baa42b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillPaymentStatus = "PAID" | "PARTIALLY_PAID" | "PAYMENT_IN_PROGRESS" | "UNPAID" | "%future added value";
export type BillStatus = "APPROVED" | "CANCELLED" | "CREATED" | "SUBMITTED" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillStatusCell_bill$data = {
  readonly cancellation: {
    readonly reason: string;
  } | null | undefined;
  readonly payingOrder: {
    readonly id: string;
    readonly status: PaymentStatus;
  } | null | undefined;
  readonly paymentStatus: BillPaymentStatus;
  readonly status: BillStatus;
  readonly " $fragmentType": "BillStatusCell_bill";
};
export type BillStatusCell_bill$key = {
  readonly " $data"?: BillStatusCell_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillStatusCell_bill">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillStatusCell_bill",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payingOrder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Bill",
  "abstractKey": null
};
})();

(node as any).hash = "16764d95edc3dc2ce70559c9ef7d867f";

export default node;
