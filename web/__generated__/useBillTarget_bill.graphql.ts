/**
 * @generated SignedSource<<ecb7d41e259465ee5189aa367e3cccc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type BillPaymentStatus = "PAID" | "PARTIALLY_PAID" | "PAYMENT_IN_PROGRESS" | "UNPAID" | "%future added value";
export type BillStatus = "APPROVED" | "CANCELLED" | "CREATED" | "SUBMITTED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useBillTarget_bill$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly counterparty: {
    readonly alias: string;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly dueDate: string;
  readonly editable: boolean;
  readonly id: string;
  readonly number: string | null | undefined;
  readonly payingOrder: {
    readonly id: string;
  } | null | undefined;
  readonly paymentStatus: BillPaymentStatus;
  readonly status: BillStatus;
  readonly viewerCanApprove: boolean;
  readonly " $fragmentType": "useBillTarget_bill";
};
export type useBillTarget_bill$key = {
  readonly " $data"?: useBillTarget_bill$data;
  readonly " $fragmentSpreads": FragmentRefs<"useBillTarget_bill">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useBillTarget_bill"
};

(node as any).hash = "483a62ea76dcf730e0c4712e4ffc9d12";

export default node;
