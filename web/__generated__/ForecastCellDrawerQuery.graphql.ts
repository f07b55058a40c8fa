/**
 * @generated SignedSource<<a1f8ba26a7c8ee934ac2f67cafeee113>>
 * @relayHash d99cdb6b92671cba15e168f2464d8039
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 502d6de0b42b6b32591691ae896021550a58c28f4488ca3d39b0e7d438bb1f45

import { ConcreteRequest } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashForecastFlow = "INFLOW" | "OUTFLOW" | "%future added value";
export type CashForecastGranularity = "MONTH" | "WEEK" | "%future added value";
export type CashForecastItemSource = "ADDED" | "BILL" | "DEPOSIT" | "EXPECTED_TRANSACTION" | "PAYMENT" | "RECURRING" | "TRANSFER" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ForecastCellDrawerQuery$variables = {
  category?: CashCategory | null | undefined;
  currency: Currency;
  flow: CashForecastFlow;
  granularity: CashForecastGranularity;
  period: number;
  uncategorised: boolean;
};
export type ForecastCellDrawerQuery$data = {
  readonly cashForecast: {
    readonly items: ReadonlyArray<{
      readonly amount: {
        readonly amount: string;
      };
      readonly counterpartyAlias: string | null | undefined;
      readonly date: string;
      readonly description: string;
      readonly key: string;
      readonly overdue: boolean;
      readonly replacesRecurring: string | null | undefined;
      readonly source: CashForecastItemSource;
    }>;
  };
};
export type ForecastCellDrawerQuery = {
  response: ForecastCellDrawerQuery$data;
  variables: ForecastCellDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currency"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "flow"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "granularity"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "period"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uncategorised"
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "currency",
        "variableName": "currency"
      },
      {
        "kind": "Variable",
        "name": "granularity",
        "variableName": "granularity"
      }
    ],
    "concreteType": "CashForecast",
    "kind": "LinkedField",
    "name": "cashForecast",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "category",
            "variableName": "category"
          },
          {
            "kind": "Variable",
            "name": "flow",
            "variableName": "flow"
          },
          {
            "kind": "Variable",
            "name": "period",
            "variableName": "period"
          },
          {
            "kind": "Variable",
            "name": "uncategorised",
            "variableName": "uncategorised"
          }
        ],
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
            "name": "overdue",
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
            "kind": "ScalarField",
            "name": "replacesRecurring",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ForecastCellDrawerQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ForecastCellDrawerQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "502d6de0b42b6b32591691ae896021550a58c28f4488ca3d39b0e7d438bb1f45",
    "metadata": {},
    "name": "ForecastCellDrawerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3ca3dfd4041743ffd39c55d2bc33c6fd";

export default node;
