/**
 * @generated SignedSource<<8d32ecb9b272ab309749fe730816fb0f>>
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
export type CashForecastView_forecast$data = {
  readonly asOf: string;
  readonly categories: ReadonlyArray<{
    readonly category: CashCategory | null | undefined;
    readonly flow: CashForecastFlow;
    readonly periods: ReadonlyArray<{
      readonly baseline: {
        readonly amount: string;
      };
      readonly known: {
        readonly amount: string;
      };
      readonly recurring: {
        readonly amount: string;
      };
      readonly total: {
        readonly amount: string;
      };
    }>;
  }>;
  readonly currency: Currency;
  readonly granularity: CashForecastGranularity;
  readonly periods: ReadonlyArray<{
    readonly closing: {
      readonly amount: string;
    };
    readonly end: string;
    readonly index: number;
    readonly inflows: {
      readonly amount: string;
    };
    readonly key: string;
    readonly net: {
      readonly amount: string;
    };
    readonly opening: {
      readonly amount: string;
    };
    readonly outflows: {
      readonly amount: string;
    };
    readonly start: string;
  }>;
  readonly scenarios: ReadonlyArray<{
    readonly periods: ReadonlyArray<{
      readonly closing: {
        readonly amount: string;
      };
    }>;
    readonly scenario: {
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"CashForecastSummary_forecast" | "RecurringItemList_forecast">;
  readonly " $fragmentType": "CashForecastView_forecast";
};
export type CashForecastView_forecast$key = {
  readonly " $data"?: CashForecastView_forecast$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashForecastView_forecast">;
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
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "closing",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CashForecastView_forecast",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "asOf",
      "storageKey": null
    },
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
      "concreteType": "CashForecastPeriod",
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
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "opening",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "inflows",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "outflows",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "net",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashForecastCategoryLine",
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
          "concreteType": "CashForecastFigure",
          "kind": "LinkedField",
          "name": "periods",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "known",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "recurring",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "baseline",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "total",
              "plural": false,
              "selections": (v0/*:: as any*/),
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
      "concreteType": "CashForecastScenarioResult",
      "kind": "LinkedField",
      "name": "scenarios",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CashForecastScenario",
          "kind": "LinkedField",
          "name": "scenario",
          "plural": false,
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
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CashForecastPeriod",
          "kind": "LinkedField",
          "name": "periods",
          "plural": true,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecurringItemList_forecast"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CashForecastSummary_forecast"
    }
  ],
  "type": "CashForecast",
  "abstractKey": null
};
})();

(node as any).hash = "15f0cd451835d8274be522a3d80cc77a";

export default node;
