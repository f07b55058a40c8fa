/**
 * @generated SignedSource<<f552c81ee8dc347b3d6fe4cd218dcc3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashCategorySource = "MANUAL" | "RULE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatementLineCategory_line$data = {
  readonly cashCategory: {
    readonly category: CashCategory;
    readonly rule: {
      readonly name: string;
    } | null | undefined;
    readonly source: CashCategorySource;
  } | null | undefined;
  readonly " $fragmentType": "StatementLineCategory_line";
};
export type StatementLineCategory_line$key = {
  readonly " $data"?: StatementLineCategory_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementLineCategory_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementLineCategory_line",
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

(node as any).hash = "75066fb06453d530d71d2e1a59db05a4";

export default node;
