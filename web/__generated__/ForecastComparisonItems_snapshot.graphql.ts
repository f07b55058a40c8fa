/**
 * @generated SignedSource<<ed8f0804edf2bd84ff3b56927312e55f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashForecastItemOutcome = "MATCHED" | "NOT_MATCHABLE" | "NOT_MATCHED" | "PARTIALLY_MATCHED" | "%future added value";
export type CashForecastItemSource = "ADDED" | "BILL" | "DEPOSIT" | "EXPECTED_TRANSACTION" | "PAYMENT" | "RECURRING" | "TRANSFER" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ForecastComparisonItems_snapshot$data = {
  readonly comparison: {
    readonly items: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
      };
      readonly counterpartyAlias: string | null | undefined;
      readonly date: string;
      readonly description: string;
      readonly key: string;
      readonly matched: {
        readonly amount: string;
      };
      readonly matchedOn: string | null | undefined;
      readonly outcome: CashForecastItemOutcome;
      readonly source: CashForecastItemSource;
    }>;
  };
  readonly currency: Currency;
  readonly " $fragmentType": "ForecastComparisonItems_snapshot";
};
export type ForecastComparisonItems_snapshot$key = {
  readonly " $data"?: ForecastComparisonItems_snapshot$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForecastComparisonItems_snapshot">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ForecastComparisonItems_snapshot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashForecastComparison",
      "kind": "LinkedField",
      "name": "comparison",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CashForecastComparisonItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "source",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "counterpartyAlias",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "amount",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "outcome",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "matched",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "matchedOn",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CashForecastSnapshot",
  "abstractKey": null
};
})();

(node as any).hash = "7934d015d81998106cbc9e70d3f10b21";

export default node;
