/**
 * @generated SignedSource<<58f93e0fe6f8adc19e745cc77cd55362>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovalRulesReorderInput = {
  ruleIds: ReadonlyArray<string>;
};
export type useApprovalRuleMutationsReorderMutation$variables = {
  input: ApprovalRulesReorderInput;
};
export type useApprovalRuleMutationsReorderMutation$data = {
  readonly approvalRulesReorder: {
    readonly rules: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApprovalRuleDialog_rule" | "ApprovalRuleRow_rule">;
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
export type useApprovalRuleMutationsReorderMutation = {
  response: useApprovalRuleMutationsReorderMutation$data;
  variables: useApprovalRuleMutationsReorderMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
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
        (v3/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useApprovalRuleMutationsReorderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApprovalRulesReorderPayload",
        "kind": "LinkedField",
        "name": "approvalRulesReorder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApprovalRule",
            "kind": "LinkedField",
            "name": "rules",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApprovalRuleRow_rule"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ApprovalRuleDialog_rule"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApprovalRuleMutationsReorderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ApprovalRulesReorderPayload",
        "kind": "LinkedField",
        "name": "approvalRulesReorder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApprovalRule",
            "kind": "LinkedField",
            "name": "rules",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appliesTo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "methods",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvalsRequired",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approverRoles",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f1b0fe8f94a269eddc2b1ac62e05016b",
    "id": null,
    "metadata": {},
    "name": "useApprovalRuleMutationsReorderMutation",
    "operationKind": "mutation",
    "text": "mutation useApprovalRuleMutationsReorderMutation(\n  $input: ApprovalRulesReorderInput!\n) {\n  approvalRulesReorder(input: $input) {\n    rules {\n      id\n      name\n      ...ApprovalRuleRow_rule\n      ...ApprovalRuleDialog_rule\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n\nfragment ApprovalRuleDialog_rule on ApprovalRule {\n  id\n  name\n  appliesTo\n  minAmount\n  methods\n  approvalsRequired\n  approverRoles\n}\n\nfragment ApprovalRuleRow_rule on ApprovalRule {\n  id\n  name\n  appliesTo\n  minAmount\n  methods\n  approvalsRequired\n  approverRoles\n}\n"
  }
};
})();

(node as any).hash = "289de86902e3cf29538427cd088e3038";

export default node;
