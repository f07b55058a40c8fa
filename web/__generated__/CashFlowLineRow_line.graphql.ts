/**
 * @generated SignedSource<<ff14d0ddde3a3f277e4a19001ee856f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashCategory = "DEPOSITS" | "FINANCING" | "INSURANCE" | "INTEREST_INCOME" | "INTERNAL_TRANSFER" | "INVENTORY" | "LOAN_REPAYMENT" | "LOGISTICS" | "MARKETING" | "OTHER" | "OTHER_INCOME" | "PAYROLL" | "PROFESSIONAL_SERVICES" | "RENT" | "SALES" | "SOFTWARE" | "TAXES" | "UTILITIES" | "%future added value";
export type CashCategorySource = "MANUAL" | "RULE" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type TransactionDirection = "CREDIT" | "DEBIT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashFlowLineRow_line$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly bankAccount: {
    readonly alias: string;
  } | null | undefined;
  readonly cashCategory: {
    readonly category: CashCategory;
    readonly source: CashCategorySource;
  } | null | undefined;
  readonly date: string;
  readonly description: string;
  readonly direction: TransactionDirection;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowLineCategory_line">;
  readonly " $fragmentType": "CashFlowLineRow_line";
};
export type CashFlowLineRow_line$key = {
  readonly " $data"?: CashFlowLineRow_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashFlowLineRow_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CashFlowLineRow_line",
  "selections": [
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
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankAccount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alias",
          "storageKey": null
        }
      ],
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CashFlowLineCategory_line"
    }
  ],
  "type": "StatementTransaction",
  "abstractKey": null
};

(node as any).hash = "830f59850bbce3f7579697928be6224f";

export default node;
