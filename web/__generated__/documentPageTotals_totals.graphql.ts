/**
 * @generated SignedSource<<b8643fd022a55fc874b64d25e0eef7d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type documentPageTotals_totals$data = {
  readonly grandTotal: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
  readonly " $fragmentType": "documentPageTotals_totals";
};
export type documentPageTotals_totals$key = {
  readonly " $data"?: documentPageTotals_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"documentPageTotals_totals">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "documentPageTotals_totals",
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
  "type": "DocumentTotals",
  "abstractKey": null
};

(node as any).hash = "763389ef244b00d0aa79181096590eae";

export default node;
