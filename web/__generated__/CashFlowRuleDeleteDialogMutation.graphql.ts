/**
 * @generated SignedSource<<be650c6a30ebb508d6d1880c4bd8db57>>
 * @relayHash b1581b9f61fa0438378d79d6808285b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34d60b16d3eb01c983063fce9728a759d5c1a29f45ce58a7ecd5b910c84c01db

import { ConcreteRequest } from 'relay-runtime';
export type CashFlowRuleDeleteInput = {
  ruleId: string;
};
export type CashFlowRuleDeleteDialogMutation$variables = {
  input: CashFlowRuleDeleteInput;
};
export type CashFlowRuleDeleteDialogMutation$data = {
  readonly cashFlowRuleDelete: {
    readonly deletedRuleId: string | null | undefined;
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
export type CashFlowRuleDeleteDialogMutation = {
  response: CashFlowRuleDeleteDialogMutation$data;
  variables: CashFlowRuleDeleteDialogMutation$variables;
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
    "concreteType": "CashFlowRuleDeletePayload",
    "kind": "LinkedField",
    "name": "cashFlowRuleDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedRuleId",
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
    "name": "CashFlowRuleDeleteDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashFlowRuleDeleteDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "34d60b16d3eb01c983063fce9728a759d5c1a29f45ce58a7ecd5b910c84c01db",
    "metadata": {},
    "name": "CashFlowRuleDeleteDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b433d6e3bfe41016fd3b24f488750e7f";

export default node;
