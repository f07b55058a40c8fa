/**
 * @generated SignedSource<<f4c127fac0d3bbb120b0bc1a79353d12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CashForecastSnapshotDeleteInput = {
  snapshotId: string;
};
export type ForecastComparisonViewDeleteMutation$variables = {
  input: CashForecastSnapshotDeleteInput;
};
export type ForecastComparisonViewDeleteMutation$data = {
  readonly cashForecastSnapshotDelete: {
    readonly deletedId: string | null | undefined;
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
export type ForecastComparisonViewDeleteMutation = {
  response: ForecastComparisonViewDeleteMutation$data;
  variables: ForecastComparisonViewDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CashForecastDeletePayload",
    "kind": "LinkedField",
    "name": "cashForecastSnapshotDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "ForecastComparisonViewDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForecastComparisonViewDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "45668ee2e9b70b61975afadff423a01b",
    "id": null,
    "metadata": {},
    "name": "ForecastComparisonViewDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ForecastComparisonViewDeleteMutation(\n  $input: CashForecastSnapshotDeleteInput!\n) {\n  cashForecastSnapshotDelete(input: $input) {\n    deletedId\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "832b538666434d7f92056b4157ec8479";

export default node;
