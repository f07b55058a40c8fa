/**
 * @generated SignedSource<<44105e483af2c4c6c4c62e7d9e945fe7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashFlowDescriptionMatch = "CONTAINS" | "WILDCARD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type CashFlowRuleUpdateInput = {
  amountMax?: string | null | undefined;
  amountMin?: string | null | undefined;
  category: CashCategory;
  counterpartyId?: string | null | undefined;
  descriptionMatch?: CashFlowDescriptionMatch | null | undefined;
  descriptionPattern?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
  enabled?: boolean | null | undefined;
  name: string;
  ruleId: string;
};
export type CashFlowRuleEditorUpdateMutation$variables = {
  input: CashFlowRuleUpdateInput;
};
export type CashFlowRuleEditorUpdateMutation$data = {
  readonly cashFlowRuleUpdate: {
    readonly rule: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"CashFlowRuleCard_rule">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CashFlowRuleEditorUpdateMutation = {
  response: CashFlowRuleEditorUpdateMutation$data;
  variables: CashFlowRuleEditorUpdateMutation$variables;
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CashFlowRuleEditorUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashFlowRulePayload",
        "kind": "LinkedField",
        "name": "cashFlowRuleUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowRule",
            "kind": "LinkedField",
            "name": "rule",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CashFlowRuleCard_rule"
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
    "name": "CashFlowRuleEditorUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashFlowRulePayload",
        "kind": "LinkedField",
        "name": "cashFlowRuleUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowRule",
            "kind": "LinkedField",
            "name": "rule",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priority",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "direction",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "counterpartyAlias",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionPattern",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "descriptionMatch",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amountMin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amountMax",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
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
    "cacheID": "cc4018e82119840241259a9b012a51b8",
    "id": null,
    "metadata": {},
    "name": "CashFlowRuleEditorUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation CashFlowRuleEditorUpdateMutation(\n  $input: CashFlowRuleUpdateInput!\n) {\n  cashFlowRuleUpdate(input: $input) {\n    rule {\n      id\n      name\n      ...CashFlowRuleCard_rule\n    }\n    userErrors {\n      field\n      code\n      message\n    }\n  }\n}\n\nfragment CashFlowRuleCard_rule on CashFlowRule {\n  priority\n  name\n  category\n  direction\n  counterpartyAlias\n  descriptionPattern\n  descriptionMatch\n  amountMin\n  amountMax\n  enabled\n}\n"
  }
};
})();

(node as any).hash = "e31749873a8cc8814010fa86449e5bcf";

export default node;
