/**
 * @generated SignedSource<<6f06f2848b629ddeec6785273d9200e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashForecastItemSource = "ADDED" | "BILL" | "DEPOSIT" | "EXPECTED_TRANSACTION" | "PAYMENT" | "RECURRING" | "TRANSFER" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ScenarioPanel_forecast$data = {
  readonly currency: Currency;
  readonly items: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
    };
    readonly counterpartyAlias: string | null | undefined;
    readonly date: string;
    readonly description: string;
    readonly key: string;
    readonly source: CashForecastItemSource;
  }>;
  readonly " $fragmentType": "ScenarioPanel_forecast";
};
export type ScenarioPanel_forecast$key = {
  readonly " $data"?: ScenarioPanel_forecast$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScenarioPanel_forecast">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScenarioPanel_forecast",
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
      "concreteType": "CashForecastItem",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CashForecast",
  "abstractKey": null
};

(node as any).hash = "40ba90f718a24d50e4114e5f4a64ea71";

export default node;
