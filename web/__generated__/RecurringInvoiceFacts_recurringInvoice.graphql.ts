/**
 * @generated SignedSource<<39500a4c8d4cce1ba3bd2ca77b1cdd50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingCycle = "BIWEEKLY" | "MONTHLY" | "PER_ORDER" | "WEEKLY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceFacts_recurringInvoice$data = {
  readonly billingCycle: BillingCycle | null | undefined;
  readonly count: number | null | undefined;
  readonly customerName: string;
  readonly endDate: string | null | undefined;
  readonly issuedCount: number;
  readonly lastInvoice: {
    readonly id: string;
    readonly number: string | null | undefined;
  } | null | undefined;
  readonly lastPeriod: string | null | undefined;
  readonly nextDate: string;
  readonly notes: string | null | undefined;
  readonly paymentTermDays: number | null | undefined;
  readonly salesOrder: {
    readonly id: string;
  } | null | undefined;
  readonly salesOrderNumber: string;
  readonly skipped: {
    readonly code: string;
    readonly period: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoicePeriod_recurringInvoice">;
  readonly " $fragmentType": "RecurringInvoiceFacts_recurringInvoice";
};
export type RecurringInvoiceFacts_recurringInvoice$key = {
  readonly " $data"?: RecurringInvoiceFacts_recurringInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceFacts_recurringInvoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceFacts_recurringInvoice",
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
      "name": "salesOrderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesOrder",
      "kind": "LinkedField",
      "name": "salesOrder",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
      "name": "paymentTermDays",
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
      "kind": "ScalarField",
      "name": "lastPeriod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesInvoice",
      "kind": "LinkedField",
      "name": "lastInvoice",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecurringInvoicePeriod_recurringInvoice"
    }
  ],
  "type": "RecurringInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "8568cb42698d31258169cc071b1d47b4";

export default node;
