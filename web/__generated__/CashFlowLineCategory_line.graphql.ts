/**
 * @generated SignedSource<<88636060bc10fcbcf7cc257804e1504a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashCategorySource = "MANUAL" | "RULE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashFlowLineCategory_line$data = {
  readonly cashCategory: {
    readonly category: CashCategory;
    readonly rule: {
      readonly name: string;
    } | null | undefined;
    readonly source: CashCategorySource;
  } | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly " $fragmentType": "CashFlowLineCategory_line";
};
export type CashFlowLineCategory_line$key = {
  readonly " $data"?: CashFlowLineCategory_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowLineCategory_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CashFlowLineCategory_line",
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
      "name": "description",
      "storageKey": null
    },
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

(node as any).hash = "ce95b00816eb9bcbbae3a5be481b02af";

export default node;
