/**
 * @generated SignedSource<<3a8c3e952af0e5ab6e53212e2988657d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoicePeriod_recurringInvoice$data = {
  readonly lines: ReadonlyArray<{
    readonly orderLine: number;
    readonly quantity: string;
  }>;
  readonly preview: {
    readonly lines: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DocumentLinesTable_lines">;
    }>;
    readonly totals: {
      readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
    };
  } | null | undefined;
  readonly salesOrder: {
    readonly lines: ReadonlyArray<{
      readonly position: number;
      readonly product: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "RecurringInvoicePeriod_recurringInvoice";
};
export type RecurringInvoicePeriod_recurringInvoice$key = {
  readonly " $data"?: RecurringInvoicePeriod_recurringInvoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoicePeriod_recurringInvoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoicePeriod_recurringInvoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SalesOrder",
      "kind": "LinkedField",
      "name": "salesOrder",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentLine",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "position",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "product",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecurringInvoiceLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderLine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
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
          "concreteType": "DocumentTotals",
          "kind": "LinkedField",
          "name": "totals",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DocumentTotalsBlock_totals"
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

(node as any).hash = "dc467c882b5a659aa390794f578fc869";

export default node;
