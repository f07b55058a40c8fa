/**
 * @generated SignedSource<<c734b68f845801625d2c4c9db908cc58>>
 * @relayHash 4a70b9cc37fe0e2ab9b1c94489a9fb62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 497c943e60c564f996d48ac0bcf21cbfa46dc75c48a14d163b4e65ecd6d31fb8

import { ConcreteRequest } from 'relay-runtime';
export type CashForecastScenarioDeleteInput = {
  scenarioId: string;
};
export type ScenarioDeleteDialogMutation$variables = {
  input: CashForecastScenarioDeleteInput;
};
export type ScenarioDeleteDialogMutation$data = {
  readonly cashForecastScenarioDelete: {
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
export type ScenarioDeleteDialogMutation = {
  response: ScenarioDeleteDialogMutation$data;
  variables: ScenarioDeleteDialogMutation$variables;
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
    "name": "ScenarioDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScenarioDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "497c943e60c564f996d48ac0bcf21cbfa46dc75c48a14d163b4e65ecd6d31fb8",
    "metadata": {},
    "name": "ScenarioDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "994453e242c6e1feec35b5d919a4a91e";

export default node;
