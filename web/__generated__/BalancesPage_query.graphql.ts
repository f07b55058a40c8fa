/**
 * @generated SignedSource<<1272d6a770b7612ec154045151992e5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BalancesPage_query$data = {
  readonly balances: {
    readonly accounts: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BalanceRow_bankAccount">;
    }>;
    readonly totals: ReadonlyArray<{
      readonly currency: Currency;
      readonly " $fragmentSpreads": FragmentRefs<"CurrencyTotalCard_total">;
    }>;
  };
  readonly " $fragmentType": "BalancesPage_query";
};
export type BalancesPage_query$key = {
  readonly " $data"?: BalancesPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalancesPage_query">;
};

import BalancesPageRefetchQuery_graphql from './BalancesPageRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": BalancesPageRefetchQuery_graphql
    }
  },
  "name": "BalancesPage_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BalancesSummary",
      "kind": "LinkedField",
      "name": "balances",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CurrencyTotal",
          "kind": "LinkedField",
          "name": "totals",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CurrencyTotalCard_total"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BankAccount",
          "kind": "LinkedField",
          "name": "accounts",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "BalanceRow_bankAccount"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ff2580559261328e3bbaf386046a2ae4";

export default node;
