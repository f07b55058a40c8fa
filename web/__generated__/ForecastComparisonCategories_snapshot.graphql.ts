/**
 * @generated SignedSource<<f59d30d9ef5e62af51031070a0ae17c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashForecastFlow = "INFLOW" | "OUTFLOW" | "%future added value";
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ForecastComparisonCategories_snapshot$data = {
  readonly comparison: {
    readonly categories: ReadonlyArray<{
      readonly category: CashCategory | null | undefined;
      readonly flow: CashForecastFlow;
      readonly periods: ReadonlyArray<{
        readonly actual: {
          readonly amount: string;
        } | null | undefined;
        readonly forecast: {
          readonly amount: string;
        };
        readonly variance: {
          readonly amount: string;
        } | null | undefined;
      }>;
    }>;
    readonly periods: ReadonlyArray<{
      readonly end: string;
      readonly index: number;
      readonly key: string;
      readonly start: string;
    }>;
  };
  readonly currency: Currency;
  readonly granularity: CashForecastGranularity;
  readonly " $fragmentType": "ForecastComparisonCategories_snapshot";
};
export type ForecastComparisonCategories_snapshot$key = {
  readonly " $data"?: ForecastComparisonCategories_snapshot$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForecastComparisonCategories_snapshot">;
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
  "name": "ForecastComparisonCategories_snapshot",
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
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CashForecastComparisonLine",
          "kind": "LinkedField",
          "name": "categories",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "category",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "flow",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CashForecastVariance",
              "kind": "LinkedField",
              "name": "periods",
              "plural": true,
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

(node as any).hash = "bca35e0814f12db5be8b8431451ea848";

export default node;
