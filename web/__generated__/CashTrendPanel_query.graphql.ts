/**
 * @generated SignedSource<<5691f5d183312d709c32ea939b237729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashPositionInterval = "DAY" | "WEEK" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashTrendPanel_query$data = {
  readonly cashPositionTrend: {
    readonly from: string;
    readonly interval: CashPositionInterval;
    readonly points: ReadonlyArray<{
      readonly date: string;
      readonly totals: ReadonlyArray<{
        readonly amount: {
          readonly amount: string;
        } | null | undefined;
        readonly currency: Currency;
        readonly missingRates: ReadonlyArray<Currency>;
      }>;
    }>;
    readonly to: string;
  };
  readonly " $fragmentType": "CashTrendPanel_query";
};
export type CashTrendPanel_query$key = {
  readonly " $data"?: CashTrendPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashTrendPanel_query">;
};

import CashTrendPanelRefetchQuery_graphql from './CashTrendPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "from"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "to"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": CashTrendPanelRefetchQuery_graphql
    }
  },
  "name": "CashTrendPanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "concreteType": "CashPositionTrend",
      "kind": "LinkedField",
      "name": "cashPositionTrend",
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
          "name": "interval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CashPositionPoint",
          "kind": "LinkedField",
          "name": "points",
          "plural": true,
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
              "concreteType": "CashPositionTotal",
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
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "missingRates",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "279a9838c5e6b8c013e507bf36ccb320";

export default node;
