/**
 * @generated SignedSource<<0d9cd6459c5085ac888d50ea5e695d10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type comparisonPeriod_period$data = {
  readonly end: string;
  readonly index: number;
  readonly key: string;
  readonly start: string;
  readonly " $fragmentType": "comparisonPeriod_period";
};
export type comparisonPeriod_period$key = {
  readonly " $data"?: comparisonPeriod_period$data;
  readonly " $fragmentSpreads": FragmentRefs<"comparisonPeriod_period">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "comparisonPeriod_period",
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
  "type": "CashForecastComparisonPeriod",
  "abstractKey": null
};

(node as any).hash = "ceae01ae0fb23457a433f38785e136f3";

export default node;
