/**
 * @generated SignedSource<<155fcb2e0bc0b8825f30ffda87c5b914>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingCycle = "BIWEEKLY" | "MONTHLY" | "PER_ORDER" | "WEEKLY" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type RecurringInvoiceStatus = "ACTIVE" | "ENDED" | "PAUSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceRow_recurringInvoice$data = {
  readonly billingCycle: BillingCycle | null | undefined;
  readonly count: number | null | undefined;
  readonly customerName: string;
  readonly endDate: string | null | undefined;
  readonly id: string;
  readonly issuedCount: number;
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
  readonly skipped: {
    readonly code: string;
    readonly period: string;
  } | null | undefined;
  readonly status: RecurringInvoiceStatus;
  readonly " $fragmentType": "RecurringInvoiceRow_recurringInvoice";
};
export type RecurringInvoiceRow_recurringInvoice$key = {
  readonly " $data"?: RecurringInvoiceRow_recurringInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceRow_recurringInvoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceRow_recurringInvoice",
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
      "kind": "ScalarField",
      "name": "billingCycle",
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
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuedCount",
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
      "concreteType": "RecurringInvoiceSkip",
      "kind": "LinkedField",
      "name": "skipped",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        }
      ],
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
    }
  ],
  "type": "RecurringInvoice",
  "abstractKey": null
};

(node as any).hash = "cdc3ab9451fcd20d02417be703ebf683";

export default node;
