/**
 * @generated SignedSource<<fc2261943db84b3da7b11ac6ff5ccbd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SalesOrderFulfillmentStatus = "FULFILLED" | "PARTIALLY_FULFILLED" | "UNFULFILLED" | "%future added value";
export type SalesOrderPaymentStatus = "PAID" | "PARTIALLY_PAID" | "UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SalesOrderFacts_salesOrder$data = {
  readonly customerName: string;
  readonly fulfillmentStatus: SalesOrderFulfillmentStatus;
  readonly notes: string | null | undefined;
  readonly orderDate: string;
  readonly paymentStatus: SalesOrderPaymentStatus;
  readonly poReference: string | null | undefined;
  readonly requiredDate: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRecordedActs_order">;
  readonly " $fragmentType": "SalesOrderFacts_salesOrder";
};
export type SalesOrderFacts_salesOrder$key = {
  readonly " $data"?: SalesOrderFacts_salesOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderFacts_salesOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesOrderFacts_salesOrder",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poReference",
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
      "name": "requiredDate",
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
      "name": "paymentStatus",
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
  "type": "SalesOrder",
  "abstractKey": null
};

(node as any).hash = "dd0de3fec20ca6d30f9bbd5888087849";

export default node;
