/**
 * @generated SignedSource<<cd02d16e18e5c783cb1e1afed31ed2e4>>
 * @relayHash 45668ee2e9b70b61975afadff423a01b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e65fdf2c5793646281f32f1cc7dd3ed2b89706a169643a6b9e46badb0076255

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
    "id": "5e65fdf2c5793646281f32f1cc7dd3ed2b89706a169643a6b9e46badb0076255",
    "metadata": {},
    "name": "ForecastComparisonViewDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "832b538666434d7f92056b4157ec8479";

export default node;
