/**
 * @generated SignedSource<<1fd98a925b5e7de6a0860e8c934941c7>>
 * @relayHash 760e85fac2bdbdae6fc672b7c6f49097
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ba68fc1b7f8e8a389ace207c6ec87773e7fcc0a488e0e5ad18172f2afcfaa67

import { ConcreteRequest } from 'relay-runtime';
export type ReconciliationRulesReorderInput = {
  ruleIds: ReadonlyArray<string>;
};
export type ReconciliationRulesPageReorderMutation$variables = {
  input: ReconciliationRulesReorderInput;
};
export type ReconciliationRulesPageReorderMutation$data = {
  readonly reconciliationRulesReorder: {
    readonly ruleSet: {
      readonly rules: ReadonlyArray<{
        readonly id: string;
      }>;
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
export type ReconciliationRulesPageReorderMutation = {
  response: ReconciliationRulesPageReorderMutation$data;
  variables: ReconciliationRulesPageReorderMutation$variables;
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
    "concreteType": "ReconciliationRulesReorderPayload",
    "kind": "LinkedField",
    "name": "reconciliationRulesReorder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReconciliationRuleSet",
        "kind": "LinkedField",
        "name": "ruleSet",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReconciliationRule",
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
              }
            ],
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
    "name": "ReconciliationRulesPageReorderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReconciliationRulesPageReorderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2ba68fc1b7f8e8a389ace207c6ec87773e7fcc0a488e0e5ad18172f2afcfaa67",
    "metadata": {},
    "name": "ReconciliationRulesPageReorderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "876ac2290e0159800b0b5fdd0070887e";

export default node;
