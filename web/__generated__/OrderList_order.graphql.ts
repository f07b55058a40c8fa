/**
 * @generated SignedSource<<1728f064e14fd67d079adb8fbbce360e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderList_order$data = {
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
  readonly viewerCanApprove: boolean;
  readonly " $fragmentType": "OrderList_order";
};
export type OrderList_order$key = {
  readonly " $data"?: OrderList_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderList_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "OrderList_order"
};

(node as any).hash = "5e2de1a2c0811e5d624f3315fd182068";

export default node;
