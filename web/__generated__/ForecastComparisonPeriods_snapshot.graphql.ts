/**
 * @generated SignedSource<<7125cef37e8178e24a9a144ad21d856a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type CashForecastPeriodStatus = "CURRENT" | "FUTURE" | "PASSED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ForecastComparisonPeriods_snapshot$data = {
  readonly comparison: {
    readonly periods: ReadonlyArray<{
      readonly end: string;
      readonly index: number;
      readonly key: string;
      readonly net: {
        readonly actual: {
          readonly amount: string;
        } | null | undefined;
        readonly forecast: {
          readonly amount: string;
        };
        readonly variance: {
          readonly amount: string;
        } | null | undefined;
      };
      readonly start: string;
      readonly status: CashForecastPeriodStatus;
    }>;
  };
  readonly currency: Currency;
  readonly granularity: CashForecastGranularity;
  readonly " $fragmentType": "ForecastComparisonPeriods_snapshot";
};
export type ForecastComparisonPeriods_snapshot$key = {
  readonly " $data"?: ForecastComparisonPeriods_snapshot$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForecastComparisonPeriods_snapshot">;
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
  "name": "ForecastComparisonPeriods_snapshot",
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
      "kind": "ScalarField",
      "name": "granularity",
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
          "concreteType": "CashForecastComparisonPeriod",
          "kind": "LinkedField",
          "name": "periods",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "index",
              "storageKey": null
            },
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
              "name": "start",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "end",
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
              "concreteType": "CashForecastVariance",
              "kind": "LinkedField",
              "name": "net",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "forecast",
                  "plural": false,
                  "selections": (v0/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "actual",
                  "plural": false,
                  "selections": (v0/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Money",
                  "kind": "LinkedField",
                  "name": "variance",
                  "plural": false,
                  "selections": (v0/*:: as any*/),
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
  "type": "CashForecastSnapshot",
  "abstractKey": null
};
})();

(node as any).hash = "bedcba8a8c5a1b166b02b14140911449";

export default node;
