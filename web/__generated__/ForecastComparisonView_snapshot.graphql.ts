/**
 * @generated SignedSource<<61b048451f99d84cd90a93afd547c4e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ForecastComparisonView_snapshot$data = {
  readonly asOf: string;
  readonly comparison: {
    readonly asOf: string;
  };
  readonly currency: Currency;
  readonly id: string;
  readonly name: string;
  readonly openingBalance: {
    readonly amount: string;
  };
  readonly scenarioName: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ForecastComparisonCategories_snapshot" | "ForecastComparisonItems_snapshot" | "ForecastComparisonPeriods_snapshot">;
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
};
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ForecastComparisonPeriods_snapshot"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ForecastComparisonCategories_snapshot"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ForecastComparisonItems_snapshot"
    }
  ],
  "type": "CashForecastSnapshot",
  "abstractKey": null
};
})();

(node as any).hash = "9c4c6ac380ce8efbf41c0c6f25636491";

export default node;
