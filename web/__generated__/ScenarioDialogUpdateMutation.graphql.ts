/**
 * @generated SignedSource<<f7d01a5ab4227fbed141e5af52323164>>
 * @relayHash a7469afb0d78fa346d80d26562a3d48f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbf48847c56e0ef9dcd2f3e503f866486b560caaa8786d9068fe7d5e154e46fe

import { ConcreteRequest } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashForecastAdjustmentKind = "ADD" | "PERCENT" | "REMOVE" | "%future added value";
export type CashForecastFlow = "INFLOW" | "OUTFLOW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CashForecastScenarioUpdateInput = {
  adjustments: ReadonlyArray<CashForecastAdjustmentInput>;
  name: string;
  scenarioId: string;
};
export type CashForecastAdjustmentInput = {
  amount?: string | null | undefined;
  category?: CashCategory | null | undefined;
  currency?: Currency | null | undefined;
  date?: string | null | undefined;
  description?: string | null | undefined;
  flow?: CashForecastFlow | null | undefined;
  itemKey?: string | null | undefined;
  kind: CashForecastAdjustmentKind;
  percent?: string | null | undefined;
};
export type ScenarioDialogUpdateMutation$variables = {
  input: CashForecastScenarioUpdateInput;
};
export type ScenarioDialogUpdateMutation$data = {
  readonly cashForecastScenarioUpdate: {
    readonly scenario: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
      readonly values: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
    }>;
  };
};
export type ScenarioDialogUpdateMutation = {
  response: ScenarioDialogUpdateMutation$data;
  variables: ScenarioDialogUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CashForecastScenarioPayload",
    "kind": "LinkedField",
    "name": "cashForecastScenarioUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CashForecastScenario",
        "kind": "LinkedField",
        "name": "scenario",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserErrorValue",
            "kind": "LinkedField",
            "name": "values",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ScenarioDialogUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScenarioDialogUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dbf48847c56e0ef9dcd2f3e503f866486b560caaa8786d9068fe7d5e154e46fe",
    "metadata": {},
    "name": "ScenarioDialogUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f3db67bcb7f6e42090e1d7a8256129c";

export default node;
