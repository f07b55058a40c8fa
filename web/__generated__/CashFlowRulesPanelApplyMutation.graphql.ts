/**
 * @generated SignedSource<<e97d35459f6a913e4054c9c44f53f1c5>>
 * @relayHash c4453b955f4c058d39ad2a3c549d9610
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 918d171461862baad0ce69f2df1a5cd9b459ad296c871280f70ec69267bc8d9d

import { ConcreteRequest } from 'relay-runtime';
export type CashFlowRulesPanelApplyMutation$variables = Record<PropertyKey, never>;
export type CashFlowRulesPanelApplyMutation$data = {
  readonly cashFlowRulesApply: {
    readonly result: {
      readonly changed: number;
      readonly considered: number;
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
export type CashFlowRulesPanelApplyMutation = {
  response: CashFlowRulesPanelApplyMutation$data;
  variables: CashFlowRulesPanelApplyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CashFlowRulesApplyPayload",
    "kind": "LinkedField",
    "name": "cashFlowRulesApply",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CashFlowRulesApplyResult",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "considered",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changed",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CashFlowRulesPanelApplyMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CashFlowRulesPanelApplyMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "918d171461862baad0ce69f2df1a5cd9b459ad296c871280f70ec69267bc8d9d",
    "metadata": {},
    "name": "CashFlowRulesPanelApplyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "db1b94f2008ff72ccaac82038ab510c1";

export default node;
