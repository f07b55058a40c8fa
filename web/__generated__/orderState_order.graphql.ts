/**
 * @generated SignedSource<<5c6028beb4b94758662efcd51f876926>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderState_order$data = {
  readonly archived: boolean;
  readonly beneficiary: {
    readonly accountName: string;
    readonly accountNumber: string;
    readonly bankName: string;
  };
  readonly counterparty?: {
    readonly alias: string;
    readonly legalName: string;
  } | null | undefined;
  readonly destinationAccount?: {
    readonly alias: string;
  } | null | undefined;
  readonly id: string;
  readonly manualExport: {
    readonly id: string;
  } | null | undefined;
  readonly sourceAccount: {
    readonly accountNumber: string;
    readonly alias: string;
    readonly bank: {
      readonly name: string;
    };
  } | null | undefined;
  readonly status: PaymentStatus;
  readonly version: number;
  readonly viewerCanApprove: boolean;
  readonly " $fragmentType": "orderState_order";
};
export type orderState_order$key = {
  readonly " $data"?: orderState_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderState_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderState_order"
};

(node as any).hash = "38ee1dbe7769723de62bbe08ff532f71";

export default node;
