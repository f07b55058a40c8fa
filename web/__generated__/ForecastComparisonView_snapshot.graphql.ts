/**
 * @generated SignedSource<<1bbb5d82a0b383360e2fa49e81b3387b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashForecastFlow = "INFLOW" | "OUTFLOW" | "%future added value";
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type CashForecastItemOutcome = "MATCHED" | "NOT_MATCHABLE" | "NOT_MATCHED" | "PARTIALLY_MATCHED" | "%future added value";
export type CashForecastItemSource = "ADDED" | "BILL" | "DEPOSIT" | "EXPECTED_TRANSACTION" | "PAYMENT" | "RECURRING" | "TRANSFER" | "%future added value";
export type CashForecastPeriodStatus = "CURRENT" | "FUTURE" | "PASSED" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ForecastComparisonView_snapshot$data = {
  readonly asOf: string;
  readonly comparison: {
    readonly asOf: string;
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
      readonly period: number;
      readonly source: CashForecastItemSource;
    }>;
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
  readonly id: string;
  readonly name: string;
  readonly openingBalance: {
    readonly amount: string;
  };
  readonly scenarioName: string | null | undefined;
  readonly " $fragmentType": "ForecastComparisonView_snapshot";
};
export type ForecastComparisonView_snapshot$key = {
  readonly " $data"?: ForecastComparisonView_snapshot$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForecastComparisonView_snapshot">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "asOf",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "forecast",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "actual",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Money",
    "kind": "LinkedField",
    "name": "variance",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ForecastComparisonView_snapshot",
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scenarioName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "openingBalance",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
        (v0/*:: as any*/),
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
            (v2/*:: as any*/),
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
              "selections": (v3/*:: as any*/),
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
              "selections": (v3/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CashForecastComparisonItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
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
              "name": "period",
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
              "selections": (v1/*:: as any*/),
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
              "selections": (v1/*:: as any*/),
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

(node as any).hash = "eb4bc99ff3dd3b167aa9537338a63f07";

export default node;
