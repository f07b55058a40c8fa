/**
 * @generated SignedSource<<70a7601f5ec9f67b40b3dd135ae6ff0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReconciliationRulesPreviewInput = {
  rules: ReadonlyArray<ReconciliationRuleDraftInput>;
};
export type ReconciliationRuleDraftInput = {
  allowTransferFees?: boolean | null | undefined;
  amountToleranceAbsolute?: string | null | undefined;
  amountToleranceRelative?: string | null | undefined;
  autoConfirmAt?: string | null | undefined;
  daysAfter?: number | null | undefined;
  daysBefore?: number | null | undefined;
  enabled?: boolean | null | undefined;
  name?: string | null | undefined;
  proposeAt?: string | null | undefined;
  requireAmount?: boolean | null | undefined;
  requireCounterparty?: boolean | null | undefined;
  requireReference?: boolean | null | undefined;
};
export type ReconciliationRuleEditorPreviewMutation$variables = {
  input: ReconciliationRulesPreviewInput;
};
export type ReconciliationRuleEditorPreviewMutation$data = {
  readonly reconciliationRulesPreview: {
    readonly preview: {
      readonly " $fragmentSpreads": FragmentRefs<"ReconciliationRulePreview_preview">;
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
export type ReconciliationRuleEditorPreviewMutation = {
  response: ReconciliationRuleEditorPreviewMutation$data;
  variables: ReconciliationRuleEditorPreviewMutation$variables;
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
  "name": "code",
  "storageKey": null
},
v3 = [
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
    (v2/*:: as any*/),
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
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recordId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReconciliationRuleEditorPreviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReconciliationRulesPreviewPayload",
        "kind": "LinkedField",
        "name": "reconciliationRulesPreview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReconciliationRulesPreview",
            "kind": "LinkedField",
            "name": "preview",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReconciliationRulePreview_preview"
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
    "name": "ReconciliationRuleEditorPreviewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReconciliationRulesPreviewPayload",
        "kind": "LinkedField",
        "name": "reconciliationRulesPreview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReconciliationRulesPreview",
            "kind": "LinkedField",
            "name": "preview",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "from",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "to",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statementTransactions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "items",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "truncated",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "proposed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "wouldConfirm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "existingMatches",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "agreeing",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contradicting",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "missed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "newProposals",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReconciliationPreviewProposal",
                "kind": "LinkedField",
                "name": "sample",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReconciliationPreviewRecord",
                    "kind": "LinkedField",
                    "name": "statementTransactions",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "direction",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReconciliationPreviewRecord",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confidence",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "decision",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "verdict",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "strategy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "amount",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "currency",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReconciliationReason",
                    "kind": "LinkedField",
                    "name": "reasons",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ReconciliationReasonValue",
                        "kind": "LinkedField",
                        "name": "values",
                        "plural": true,
                        "selections": (v3/*:: as any*/),
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
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b9c61c2b48c8b6f04d6fc207dd30b92c",
    "id": null,
    "metadata": {},
    "name": "ReconciliationRuleEditorPreviewMutation",
    "operationKind": "mutation",
    "text": "mutation ReconciliationRuleEditorPreviewMutation(\n  $input: ReconciliationRulesPreviewInput!\n) {\n  reconciliationRulesPreview(input: $input) {\n    preview {\n      ...ReconciliationRulePreview_preview\n    }\n    userErrors {\n      field\n      code\n      message\n      values {\n        name\n        value\n      }\n    }\n  }\n}\n\nfragment ReconciliationRulePreview_preview on ReconciliationRulesPreview {\n  from\n  to\n  statementTransactions\n  items\n  truncated\n  proposed\n  wouldConfirm\n  existingMatches\n  agreeing\n  contradicting\n  missed\n  newProposals\n  sample {\n    statementTransactions {\n      recordId\n    }\n    items {\n      recordId\n    }\n    ...RulePreviewSample_proposal\n  }\n}\n\nfragment RulePreviewSample_proposal on ReconciliationPreviewProposal {\n  confidence\n  decision\n  verdict\n  strategy\n  amount {\n    amount\n    currency\n  }\n  reasons {\n    code\n    text\n    values {\n      name\n      value\n    }\n  }\n  statementTransactions {\n    recordId\n    date\n    description\n    direction\n  }\n  items {\n    recordId\n    date\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "be657f83e7da3de3cf61d72a443642f4";

export default node;
