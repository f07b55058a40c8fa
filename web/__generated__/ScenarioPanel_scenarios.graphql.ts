/**
 * @generated SignedSource<<a76fe9571624ca970903b03c6b64250e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashForecastAdjustmentKind = "ADD" | "PERCENT" | "REMOVE" | "%future added value";
export type CashForecastFlow = "INFLOW" | "OUTFLOW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ScenarioPanel_scenarios$data = ReadonlyArray<{
  readonly adjustments: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    } | null | undefined;
    readonly category: CashCategory | null | undefined;
    readonly date: string | null | undefined;
    readonly description: string | null | undefined;
    readonly flow: CashForecastFlow | null | undefined;
    readonly itemKey: string | null | undefined;
    readonly kind: CashForecastAdjustmentKind;
    readonly percent: string | null | undefined;
  }>;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"ScenarioRow_scenario">;
  readonly " $fragmentType": "ScenarioPanel_scenarios";
}>;
export type ScenarioPanel_scenarios$key = ReadonlyArray<{
  readonly " $data"?: ScenarioPanel_scenarios$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScenarioPanel_scenarios">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ScenarioPanel_scenarios",
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
      "concreteType": "CashForecastAdjustment",
      "kind": "LinkedField",
      "name": "adjustments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "percent",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            }
          ],
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
          "name": "itemKey",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScenarioRow_scenario"
    }
  ],
  "type": "CashForecastScenario",
  "abstractKey": null
};

(node as any).hash = "ffed487ee7afe754431d6c4d25314d5e";

export default node;
