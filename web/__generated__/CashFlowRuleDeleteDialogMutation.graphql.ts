/**
 * @generated SignedSource<<7ea0972276a1c02c287c5b17ce6dfb78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "904fb623e94e0c5bb8d5b2f133235e2c",
    "id": null,
    "metadata": {},
    "name": "CashFlowRuleDeleteDialogMutation",
    "operationKind": "mutation",
    "text": "mutation CashFlowRuleDeleteDialogMutation(\n  $input: CashFlowRuleDeleteInput!\n) {\n  cashFlowRuleDelete(input: $input) {\n    deletedRuleId\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b433d6e3bfe41016fd3b24f488750e7f";

export default node;
