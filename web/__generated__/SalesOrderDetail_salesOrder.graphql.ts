/**
 * @generated SignedSource<<4a74af009ef181f2c8fd280c2a87c1f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type SalesOrderAction = "APPROVE" | "CANCEL" | "CLOSE" | "REJECT" | "SUBMIT" | "%future added value";
export type SalesOrderStatus = "CANCELLED" | "CLOSED" | "DRAFT" | "OPEN" | "PENDING_APPROVAL" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SalesOrderDetail_salesOrder$data = {
  readonly actions: ReadonlyArray<SalesOrderAction>;
  readonly activities: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentActivities_entries">;
  }>;
  readonly comments: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentConversation_comments">;
  }>;
  readonly creditMemos: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SalesOrderCreditMemos_creditMemos">;
  }>;
  readonly customerName: string;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentLinesTable_lines">;
  }>;
  readonly number: string;
  readonly revisions: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"DocumentRevisions_revisions">;
  }>;
  readonly status: SalesOrderStatus;
  readonly totals: {
    readonly grandTotal: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"OrderReceipts_order" | "SalesOrderFacts_salesOrder" | "SalesOrderInvoices_salesOrder">;
  readonly " $fragmentType": "SalesOrderDetail_salesOrder";
};
export type SalesOrderDetail_salesOrder$key = {
  readonly " $data"?: SalesOrderDetail_salesOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderDetail_salesOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesOrderDetail_salesOrder",
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
      "name": "customerName",
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
      "alias": null,
      "args": null,
      "concreteType": "CreditMemo",
      "kind": "LinkedField",
      "name": "creditMemos",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SalesOrderCreditMemos_creditMemos"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SalesOrderFacts_salesOrder"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderReceipts_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SalesOrderInvoices_salesOrder"
    }
  ],
  "type": "SalesOrder",
  "abstractKey": null
};

(node as any).hash = "4be0d793f1ae8559774208c83606d90d";

export default node;
