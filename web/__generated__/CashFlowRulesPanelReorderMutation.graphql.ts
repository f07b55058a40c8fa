/**
 * @generated SignedSource<<d29227d00505d95aaa1a195dc1e185a8>>
 * @relayHash d446523cb7c6dff5aad6c1d768177358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63dc52b9ff6880ac343ef33c46c09edd1e298367621f4b0207f86218e263a9d0

import { ConcreteRequest } from 'relay-runtime';
export type CashFlowRulesReorderInput = {
  ruleIds: ReadonlyArray<string>;
};
export type CashFlowRulesPanelReorderMutation$variables = {
  input: CashFlowRulesReorderInput;
};
export type CashFlowRulesPanelReorderMutation$data = {
  readonly cashFlowRulesReorder: {
    readonly rules: ReadonlyArray<{
      readonly id: string;
      readonly priority: number;
    }> | null | undefined;
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
export type CashFlowRulesPanelReorderMutation = {
  response: CashFlowRulesPanelReorderMutation$data;
  variables: CashFlowRulesPanelReorderMutation$variables;
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
    "concreteType": "CashFlowRulesReorderPayload",
    "kind": "LinkedField",
    "name": "cashFlowRulesReorder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CashFlowRule",
        "kind": "LinkedField",
        "name": "rules",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priority",
            "storageKey": null
          }
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
    "name": "CashFlowRulesPanelReorderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashFlowRulesPanelReorderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "63dc52b9ff6880ac343ef33c46c09edd1e298367621f4b0207f86218e263a9d0",
    "metadata": {},
    "name": "CashFlowRulesPanelReorderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "edf3ae7ed73e244f26ff88e6ad1140d7";

export default node;
