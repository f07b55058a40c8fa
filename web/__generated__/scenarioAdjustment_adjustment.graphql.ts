/**
 * @generated SignedSource<<d3eb5f24163569ddbe724eb39bf5de01>>
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
export type scenarioAdjustment_adjustment$data = {
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
  readonly " $fragmentType": "scenarioAdjustment_adjustment";
};
export type scenarioAdjustment_adjustment$key = {
  readonly " $data"?: scenarioAdjustment_adjustment$data;
  readonly " $fragmentSpreads": FragmentRefs<"scenarioAdjustment_adjustment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "scenarioAdjustment_adjustment",
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
  "type": "CashForecastAdjustment",
  "abstractKey": null
};

(node as any).hash = "279c9e045c8ce836ffe0cfe2bea391da";

export default node;
