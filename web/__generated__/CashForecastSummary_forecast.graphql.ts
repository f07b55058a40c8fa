/**
 * @generated SignedSource<<f1a2de52967e3726ac38b9f7c1f4daa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashForecastSummary_forecast$data = {
  readonly asOf: string;
  readonly currency: Currency;
  readonly granularity: CashForecastGranularity;
  readonly openingAccounts: ReadonlyArray<{
    readonly alias: string;
  }>;
  readonly openingBalance: {
    readonly amount: string;
  };
  readonly periods: ReadonlyArray<{
    readonly closing: {
      readonly amount: string;
    };
    readonly end: string;
    readonly start: string;
  }>;
  readonly " $fragmentType": "CashForecastSummary_forecast";
};
export type CashForecastSummary_forecast$key = {
  readonly " $data"?: CashForecastSummary_forecast$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashForecastSummary_forecast">;
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
  "name": "CashForecastSummary_forecast",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "openingBalance",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashForecastOpeningAccount",
      "kind": "LinkedField",
      "name": "openingAccounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
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
          "name": "closing",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CashForecast",
  "abstractKey": null
};
})();

(node as any).hash = "f78e961deea838c844d136800d114b23";

export default node;
