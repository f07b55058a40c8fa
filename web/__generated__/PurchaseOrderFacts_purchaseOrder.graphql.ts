/**
 * @generated SignedSource<<8f653fc7cd23012a7551b54119ab9b20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SalesOrderFulfillmentStatus = "FULFILLED" | "PARTIALLY_FULFILLED" | "UNFULFILLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderFacts_purchaseOrder$data = {
  readonly expectedDate: string | null | undefined;
  readonly fulfillmentStatus: SalesOrderFulfillmentStatus;
  readonly notes: string | null | undefined;
  readonly orderDate: string;
  readonly supplierName: string;
  readonly supplierReference: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRecordedActs_order">;
  readonly " $fragmentType": "PurchaseOrderFacts_purchaseOrder";
};
export type PurchaseOrderFacts_purchaseOrder$key = {
  readonly " $data"?: PurchaseOrderFacts_purchaseOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderFacts_purchaseOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseOrderFacts_purchaseOrder",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expectedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fulfillmentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderRecordedActs_order"
    }
  ],
  "type": "PurchaseOrder",
  "abstractKey": null
};

(node as any).hash = "a276498a1f37bcb1e68725c1313b720f";

export default node;
