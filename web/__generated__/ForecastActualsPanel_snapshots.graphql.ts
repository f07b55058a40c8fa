/**
 * @generated SignedSource<<231e72d4231445d2cb389228da1a0a20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ForecastActualsPanel_snapshots$data = ReadonlyArray<{
  readonly asOf: string;
  readonly granularity: CashForecastGranularity;
  readonly id: string;
  readonly name: string;
  readonly scenarioName: string | null | undefined;
  readonly " $fragmentType": "ForecastActualsPanel_snapshots";
}>;
export type ForecastActualsPanel_snapshots$key = ReadonlyArray<{
  readonly " $data"?: ForecastActualsPanel_snapshots$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForecastActualsPanel_snapshots">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ForecastActualsPanel_snapshots",
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
      "name": "asOf",
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
      "kind": "ScalarField",
      "name": "scenarioName",
      "storageKey": null
    }
  ],
  "type": "CashForecastSnapshot",
  "abstractKey": null
};

(node as any).hash = "09e5d6c60230c36e7c7c9aae30a6f012";

export default node;
