/**
 * @generated SignedSource<<7779793213067b1a7949d2e854aff552>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type PurchaseOrderAction = "APPROVE" | "CANCEL" | "CLOSE" | "REJECT" | "%future added value";
export type PurchaseOrderStatus = "CANCELLED" | "CLOSED" | "OPEN" | "PENDING_APPROVAL" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderDetail_purchaseOrder$data = {
  readonly actions: ReadonlyArray<PurchaseOrderAction>;
  readonly activities: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentActivities_entries">;
  }>;
  readonly comments: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentConversation_comments">;
  }>;
  readonly id: string;
  readonly lineMatches: ReadonlyArray<{
    readonly toBill: string;
    readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderMatching_lineMatches">;
  }>;
  readonly lineReceipts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"OrderLineProgress_lineReceipts">;
  }>;
  readonly lines: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentLinesTable_lines" | "OrderLineProgress_lines">;
  }>;
  readonly number: string;
  readonly revisions: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentRevisions_revisions">;
  }>;
  readonly status: PurchaseOrderStatus;
  readonly supplierName: string;
  readonly totals: {
    readonly grandTotal: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_order" | "PurchaseOrderFacts_purchaseOrder">;
  readonly " $fragmentType": "PurchaseOrderDetail_purchaseOrder";
};
export type PurchaseOrderDetail_purchaseOrder$key = {
  readonly " $data"?: PurchaseOrderDetail_purchaseOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderDetail_purchaseOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseOrderDetail_purchaseOrder",
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
      "name": "supplierName",
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
      "name": "actions",
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentTotalsBlock_totals"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentLinesTable_lines"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLineProgress_lines"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderLineReceipt",
      "kind": "LinkedField",
      "name": "lineReceipts",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderLineProgress_lineReceipts"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PurchaseOrderLineMatch",
      "kind": "LinkedField",
      "name": "lineMatches",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toBill",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PurchaseOrderMatching_lineMatches"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentComment",
      "kind": "LinkedField",
      "name": "comments",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentConversation_comments"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityEntry",
      "kind": "LinkedField",
      "name": "activities",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentActivities_entries"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentRevision",
      "kind": "LinkedField",
      "name": "revisions",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DocumentRevisions_revisions"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PurchaseOrderFacts_purchaseOrder"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderReceipts_order"
    }
  ],
  "type": "PurchaseOrder",
  "abstractKey": null
};

(node as any).hash = "f20464b389b5b2d1e8d829892f2138d1";

export default node;
