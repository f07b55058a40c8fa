/**
 * @generated SignedSource<<9ea8d1f17910de073ad595bd4bdca92f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecurringInvoiceList_query$data = {
  readonly recurringInvoices: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceRow_recurringInvoice">;
  }>;
  readonly " $fragmentType": "RecurringInvoiceList_query";
};
export type RecurringInvoiceList_query$key = {
  readonly " $data"?: RecurringInvoiceList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringInvoiceList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringInvoiceList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RecurringInvoice",
      "kind": "LinkedField",
      "name": "recurringInvoices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RecurringInvoiceRow_recurringInvoice"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "87d1be0993fbde1854558ca9cbccad92";

export default node;
