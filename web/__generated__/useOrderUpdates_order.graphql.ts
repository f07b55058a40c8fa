/**
 * @generated SignedSource<<99e80156538214a1a4f5938820a02e7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "IN_PROGRESS" | "NEEDS_APPROVAL" | "REJECTED" | "SCHEDULED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useOrderUpdates_order$data = {
  readonly archived: boolean;
  readonly failureReason: string | null | undefined;
  readonly id: string;
  readonly status: PaymentStatus;
  readonly updatedAt: string;
  readonly version: number;
  readonly viewerCanApprove: boolean;
  readonly " $fragmentType": "useOrderUpdates_order";
};
export type useOrderUpdates_order$key = {
  readonly " $data"?: useOrderUpdates_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"useOrderUpdates_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useOrderUpdates_order",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanApprove",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "PaymentOrder",
  "abstractKey": "__isPaymentOrder"
};

(node as any).hash = "6920cb444f46c7a724bd2e28e3cfec6e";

export default node;
