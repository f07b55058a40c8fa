/**
 * @generated SignedSource<<e057ccd40714f8559d540e107e6dcece>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CashForecastScenarioDeleteInput = {
  scenarioId: string;
};
export type ScenarioPanelDeleteMutation$variables = {
  input: CashForecastScenarioDeleteInput;
};
export type ScenarioPanelDeleteMutation$data = {
  readonly cashForecastScenarioDelete: {
    readonly deletedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ScenarioPanelDeleteMutation = {
  response: ScenarioPanelDeleteMutation$data;
  variables: ScenarioPanelDeleteMutation$variables;
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
    "name": "cashForecastScenarioDelete",
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
    "name": "ScenarioPanelDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScenarioPanelDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "770051812fb816a41d36fc93f80a5eaf",
    "id": null,
    "metadata": {},
    "name": "ScenarioPanelDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ScenarioPanelDeleteMutation(\n  $input: CashForecastScenarioDeleteInput!\n) {\n  cashForecastScenarioDelete(input: $input) {\n    deletedId\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "56f608a2a911effbc448115062b1405c";

export default node;
