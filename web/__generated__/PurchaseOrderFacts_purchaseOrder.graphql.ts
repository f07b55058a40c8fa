/**
 * @generated SignedSource<<82a2a056a5bd7726ca92b1957df23642>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SalesOrderFulfillmentStatus = "FULFILLED" | "PARTIALLY_FULFILLED" | "UNFULFILLED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderFacts_purchaseOrder$data = {
  readonly approvedAt: string | null | undefined;
  readonly approvedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly cancellation: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly closedAt: string | null | undefined;
  readonly closedBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly createdBy: {
    readonly fullName: string;
  } | null | undefined;
  readonly expectedDate: string | null | undefined;
  readonly fulfillmentStatus: SalesOrderFulfillmentStatus;
  readonly notes: string | null | undefined;
  readonly orderDate: string;
  readonly rejection: {
    readonly at: string;
    readonly by: {
      readonly fullName: string;
    } | null | undefined;
    readonly reason: string;
  } | null | undefined;
  readonly supplierName: string;
  readonly supplierReference: string | null | undefined;
  readonly " $fragmentType": "PurchaseOrderFacts_purchaseOrder";
};
export type PurchaseOrderFacts_purchaseOrder$key = {
  readonly " $data"?: PurchaseOrderFacts_purchaseOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderFacts_purchaseOrder">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "at",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "by",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  }
];
return {
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "approvedBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "rejection",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentDecision",
      "kind": "LinkedField",
      "name": "cancellation",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "closedBy",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "PurchaseOrder",
  "abstractKey": null
};
})();

(node as any).hash = "4965864ad74e0bc9b24fea4b71e7ca96";

export default node;
