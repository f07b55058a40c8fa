/**
 * @generated SignedSource<<b9081bf409b6ee18c81958fff7532d2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashCategorySource = "MANUAL" | "RULE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type cashCategoryFields_statementTransaction$data = {
  readonly cashCategory: {
    readonly category: CashCategory;
    readonly rule: {
      readonly name: string;
    } | null | undefined;
    readonly source: CashCategorySource;
  } | null | undefined;
  readonly " $fragmentType": "cashCategoryFields_statementTransaction";
};
export type cashCategoryFields_statementTransaction$key = {
  readonly " $data"?: cashCategoryFields_statementTransaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"cashCategoryFields_statementTransaction">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "cashCategoryFields_statementTransaction",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CashCategoryAssignment",
      "kind": "LinkedField",
      "name": "cashCategory",
      "plural": false,
      "selections": [
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
          "name": "source",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CashFlowRule",
          "kind": "LinkedField",
          "name": "rule",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StatementTransaction",
  "abstractKey": null
};

(node as any).hash = "86674c24671bcf05b6dca1ebe7657078";

export default node;
