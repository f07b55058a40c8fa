/**
 * @generated SignedSource<<38aa02242f5b93ee01723ef1e8616f44>>
 * @relayHash bb7aa531e0f6bed5863464141a754080
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f34c9b618d8f0ef3faa4a8793f2a8ef309b3fd4a8b9b6ed313384717396f6eec

import { ConcreteRequest } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashForecastAdjustmentKind = "ADD" | "PERCENT" | "REMOVE" | "%future added value";
export type CashForecastFlow = "INFLOW" | "OUTFLOW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type CashForecastScenarioCreateInput = {
  adjustments?: ReadonlyArray<CashForecastAdjustmentInput> | null | undefined;
  copyOf?: string | null | undefined;
  name: string;
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
export type ScenarioDialogCreateMutation$variables = {
  input: CashForecastScenarioCreateInput;
};
export type ScenarioDialogCreateMutation$data = {
  readonly cashForecastScenarioCreate: {
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
export type ScenarioDialogCreateMutation = {
  response: ScenarioDialogCreateMutation$data;
  variables: ScenarioDialogCreateMutation$variables;
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
    "name": "cashForecastScenarioCreate",
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
    "name": "ScenarioDialogCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScenarioDialogCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f34c9b618d8f0ef3faa4a8793f2a8ef309b3fd4a8b9b6ed313384717396f6eec",
    "metadata": {},
    "name": "ScenarioDialogCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8cdeec9ed587fba96156017059a7c023";

export default node;
