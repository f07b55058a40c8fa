/**
 * @generated SignedSource<<4d763e29fc602806941e3074168da159>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type RecurringInvoiceStatus = "ACTIVE" | "ENDED" | "PAUSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceDetailPage_recurringInvoice$data = {
  readonly customerName: string;
  readonly id: string;
  readonly nextDate: string;
  readonly preview: {
    readonly totals: {
      readonly grandTotal: {
        readonly amount: string;
        readonly currency: Currency;
      };
    };
  } | null | undefined;
  readonly salesOrderNumber: string;
  readonly status: RecurringInvoiceStatus;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceFacts_recurringInvoice" | "RecurringInvoiceRow_recurringInvoice">;
  readonly " $fragmentType": "RecurringInvoiceDetailPage_recurringInvoice";
};
export type RecurringInvoiceDetailPage_recurringInvoice$key = {
  readonly " $data"?: RecurringInvoiceDetailPage_recurringInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceDetailPage_recurringInvoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceDetailPage_recurringInvoice",
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
      "name": "nextDate",
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
      "name": "salesOrderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecurringInvoicePreview",
      "kind": "LinkedField",
      "name": "preview",
      "plural": false,
      "selections": [
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
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecurringInvoiceFacts_recurringInvoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecurringInvoiceRow_recurringInvoice"
    }
  ],
  "type": "RecurringInvoice",
  "abstractKey": null
};

(node as any).hash = "b8c3ba560a0bcf3c910d464a8716d11c";

export default node;
