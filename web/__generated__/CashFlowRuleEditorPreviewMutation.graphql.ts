/**
 * @generated SignedSource<<50aa46c519f2dc8d1046f8fa3ecdecc8>>
 * @relayHash 56addd1cbb8691a32560d2f9567d3142
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66fcb3967f467d4512f357c9de361601d1392254eb82fd7e534a57f5ab2a395f

import { ConcreteRequest } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashCategorySource = "MANUAL" | "RULE" | "%future added value";
export type CashFlowDescriptionMatch = "CONTAINS" | "WILDCARD" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
export type CashFlowRuleDraftInput = {
  amountMax?: string | null | undefined;
  amountMin?: string | null | undefined;
  category: CashCategory;
  counterpartyId?: string | null | undefined;
  descriptionMatch?: CashFlowDescriptionMatch | null | undefined;
  descriptionPattern?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
};
export type CashFlowRuleEditorPreviewMutation$variables = {
  input: CashFlowRuleDraftInput;
};
export type CashFlowRuleEditorPreviewMutation$data = {
  readonly cashFlowRulePreview: {
    readonly preview: {
      readonly considered: number;
      readonly corrected: number;
      readonly matching: number;
      readonly sample: ReadonlyArray<{
        readonly amount: {
          readonly amount: string;
          readonly currency: Currency;
        };
        readonly category: CashCategory | null | undefined;
        readonly categorySource: CashCategorySource | null | undefined;
        readonly date: string;
        readonly description: string;
        readonly direction: TransactionDirection;
        readonly statementTransactionId: string;
      }>;
      readonly truncated: boolean;
      readonly uncategorised: number;
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
export type CashFlowRuleEditorPreviewMutation = {
  response: CashFlowRuleEditorPreviewMutation$data;
  variables: CashFlowRuleEditorPreviewMutation$variables;
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
    "concreteType": "CashFlowRulePreviewPayload",
    "kind": "LinkedField",
    "name": "cashFlowRulePreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CashFlowRulePreview",
        "kind": "LinkedField",
        "name": "preview",
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
            "name": "truncated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matching",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uncategorised",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "corrected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashFlowPreviewLine",
            "kind": "LinkedField",
            "name": "sample",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statementTransactionId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
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
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categorySource",
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
    "name": "CashFlowRuleEditorPreviewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashFlowRuleEditorPreviewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "66fcb3967f467d4512f357c9de361601d1392254eb82fd7e534a57f5ab2a395f",
    "metadata": {},
    "name": "CashFlowRuleEditorPreviewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "726c2cbad8d5ee3363c885c9659b6f69";

export default node;
