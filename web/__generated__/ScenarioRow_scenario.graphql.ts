/**
 * @generated SignedSource<<2fe5df0bfa9a1fc5f59607900667b144>>
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
export type ScenarioRow_scenario$data = {
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
  readonly name: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "ScenarioRow_scenario";
};
export type ScenarioRow_scenario$key = {
  readonly " $data"?: ScenarioRow_scenario$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScenarioRow_scenario">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScenarioRow_scenario",
  "selections": [
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
      "name": "updatedAt",
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
    }
  ],
  "type": "CashForecastScenario",
  "abstractKey": null
};

(node as any).hash = "edabfc9f22a5f76f6ef1db1e57d20f3e";

export default node;
