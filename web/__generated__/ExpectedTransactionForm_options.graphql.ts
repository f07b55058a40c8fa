/**
 * @generated SignedSource<<4d15e0ca203e49216aae2207ac72247b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExpectedTransactionForm_options$data = {
  readonly bankAccounts?: ReadonlyArray<{
    readonly accountNumber: string;
    readonly alias: string;
    readonly bank: {
      readonly name: string;
    };
    readonly currency: Currency;
    readonly id: string;
  }>;
  readonly counterpartyChoices?: {
    readonly " $fragmentSpreads": FragmentRefs<"CounterpartySelect_query">;
  } | null | undefined;
  readonly " $fragmentType": "ExpectedTransactionForm_options";
};
export type ExpectedTransactionForm_options$key = {
  readonly " $data"?: ExpectedTransactionForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpectedTransactionForm_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withBankAccounts"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withCounterparties"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpectedTransactionForm_options",
  "selections": [
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
    },
    {
      "condition": "withBankAccounts",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BankAccount",
          "kind": "LinkedField",
          "name": "bankAccounts",
          "plural": true,
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
              "name": "alias",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "accountNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Bank",
              "kind": "LinkedField",
              "name": "bank",
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
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "14fcbd15b1ef751f39e4b1e829e5d7ab";

export default node;
