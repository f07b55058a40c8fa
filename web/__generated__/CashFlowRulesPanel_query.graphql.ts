/**
 * @generated SignedSource<<6801df612c0621c755c6d9f553efc7d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashFlowDescriptionMatch = "CONTAINS" | "WILDCARD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashFlowRulesPanel_query$data = {
  readonly cashFlowRules: ReadonlyArray<{
    readonly amountMax: string | null | undefined;
    readonly amountMin: string | null | undefined;
    readonly category: CashCategory;
    readonly counterparty: {
      readonly alias: string;
      readonly id: string;
      readonly legalName: string;
    } | null | undefined;
    readonly counterpartyAlias: string | null | undefined;
    readonly descriptionMatch: CashFlowDescriptionMatch;
    readonly descriptionPattern: string | null | undefined;
    readonly direction: TransactionDirection | null | undefined;
    readonly enabled: boolean;
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"CashFlowRuleCard_rule">;
  }>;
  readonly counterpartyChoices?: {
    readonly " $fragmentSpreads": FragmentRefs<"CounterpartySelect_query">;
  } | null | undefined;
  readonly " $fragmentType": "CashFlowRulesPanel_query";
};
export type CashFlowRulesPanel_query$key = {
  readonly " $data"?: CashFlowRulesPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowRulesPanel_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withCounterparties"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CashFlowRulesPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CashFlowRule",
      "kind": "LinkedField",
      "name": "cashFlowRules",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Counterparty",
          "kind": "LinkedField",
          "name": "counterparty",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alias",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "legalName",
              "storageKey": null
            }
          ],
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CashFlowRuleCard_rule"
        }
      ],
      "storageKey": null
    },
    {
      "condition": "withCounterparties",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "fragment": {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CounterpartySelect_query"
              }
            ],
            "type": "Query",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "counterpartyChoices"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "4e5c1310c6249609b18a0314b313f3cb";

export default node;
