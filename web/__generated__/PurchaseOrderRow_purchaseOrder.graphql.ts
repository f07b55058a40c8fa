/**
 * @generated SignedSource<<454b36e42c2b4ddb776eb8dffa457980>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PurchaseOrderStatus = "CANCELLED" | "CLOSED" | "OPEN" | "PENDING_APPROVAL" | "REJECTED" | "%future added value";
export type SalesOrderFulfillmentStatus = "FULFILLED" | "PARTIALLY_FULFILLED" | "UNFULFILLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderRow_purchaseOrder$data = {
  readonly expectedDate: string | null | undefined;
  readonly fulfillmentStatus: SalesOrderFulfillmentStatus;
  readonly id: string;
  readonly number: string;
  readonly orderDate: string;
  readonly status: PurchaseOrderStatus;
  readonly supplierName: string;
  readonly supplierReference: string | null | undefined;
  readonly totals: {
    readonly grandTotal: {
      readonly amount: string;
      readonly currency: Currency;
    };
  };
  readonly " $fragmentType": "PurchaseOrderRow_purchaseOrder";
};
export type PurchaseOrderRow_purchaseOrder$key = {
  readonly " $data"?: PurchaseOrderRow_purchaseOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderRow_purchaseOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseOrderRow_purchaseOrder",
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
      "name": "number",
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
      "name": "supplierName",
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
      "name": "status",
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
      "concreteType": "DocumentTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "grandTotal",
          "plural": false,
          "selections": [
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PurchaseOrder",
  "abstractKey": null
};

(node as any).hash = "6bbb9bf541e4c901572c1f4b0e169082";

export default node;
