/**
 * @generated SignedSource<<b990fdd7b8e4f75e366a45b4421656c0>>
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
    "cacheID": "46effa52b4ee1248358d72616ae3094e",
    "id": null,
    "metadata": {},
    "name": "ForecastComparisonViewDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ForecastComparisonViewDeleteMutation(\n  $input: CashForecastSnapshotDeleteInput!\n) {\n  cashForecastSnapshotDelete(input: $input) {\n    deletedId\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "832b538666434d7f92056b4157ec8479";

export default node;
