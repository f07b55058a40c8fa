/**
 * @generated SignedSource<<ba5b2d3e2be994f136b8d687f8e46427>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashForecastCadence = "MONTHLY" | "WEEKLY" | "%future added value";
export type CashForecastFlow = "INFLOW" | "OUTFLOW" | "%future added value";
export type CashForecastWeekendRule = "AFTER" | "BEFORE" | "NONE" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecurringItemList_forecast$data = {
  readonly currency: Currency;
  readonly recurringItems: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
    };
    readonly bankAccountAlias: string;
    readonly cadence: CashForecastCadence;
    readonly category: CashCategory | null | undefined;
    readonly day: number;
    readonly description: string;
    readonly flow: CashForecastFlow;
    readonly key: string;
    readonly lastDate: string;
    readonly occurrences: number;
    readonly weekendRule: CashForecastWeekendRule;
  }>;
  readonly " $fragmentType": "RecurringItemList_forecast";
};
export type RecurringItemList_forecast$key = {
  readonly " $data"?: RecurringItemList_forecast$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecurringItemList_forecast">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecurringItemList_forecast",
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
      "concreteType": "CashForecastRecurringItem",
      "kind": "LinkedField",
      "name": "recurringItems",
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankAccountAlias",
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
          "name": "cadence",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekendRule",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "occurrences",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CashForecast",
  "abstractKey": null
};

(node as any).hash = "6e8c6590aaac94ad64790df164153a57";

export default node;
