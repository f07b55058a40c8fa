/**
 * @generated SignedSource<<8f75d8370506f456482d8881b9b5b163>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderHead_order$data = {
  readonly __typename: string;
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly archived: boolean;
  readonly beneficiary: {
    readonly accountName: string;
  };
  readonly counterparty?: {
    readonly alias: string;
  } | null | undefined;
  readonly destinationAccount?: {
    readonly alias: string;
  } | null | undefined;
  readonly id: string;
  readonly manualExport: {
    readonly id: string;
  } | null | undefined;
  readonly status: PaymentStatus;
  readonly version: number;
  readonly viewerApprovalBlock: {
    readonly code: string;
    readonly message: string;
  } | null | undefined;
  readonly viewerCanApprove: boolean;
  readonly " $fragmentType": "orderHead_order";
};
export type orderHead_order$key = {
  readonly " $data"?: orderHead_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderHead_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderHead_order"
};

(node as any).hash = "dbb4189e813e07613e09c193a6f8f239";

export default node;
