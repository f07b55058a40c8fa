/**
 * @generated SignedSource<<954e17fb0cbf83dc23799eeee459e5fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type SalesOrderFulfillmentStatus = "FULFILLED" | "PARTIALLY_FULFILLED" | "UNFULFILLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderFacts_purchaseOrder$data = {
  readonly currency: Currency;
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
      "name": "currency",
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

(node as any).hash = "6457051067573d68127b6ad2845129ff";

export default node;
