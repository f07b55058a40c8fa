/**
 * @generated SignedSource<<2d733db03b09c64322f3ce49434e568a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashPositionSummary_query$data = {
  readonly cashPosition: {
    readonly date: string;
    readonly today: string;
    readonly " $fragmentSpreads": FragmentRefs<"PositionTable_position" | "PositionTotals_position">;
  };
  readonly " $fragmentType": "CashPositionSummary_query";
};
export type CashPositionSummary_query$key = {
  readonly " $data"?: CashPositionSummary_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashPositionSummary_query">;
};

import CashPositionSummaryRefetchQuery_graphql from './CashPositionSummaryRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "date"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": CashPositionSummaryRefetchQuery_graphql
    }
  },
  "name": "CashPositionSummary_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "date",
          "variableName": "date"
        }
      ],
      "concreteType": "CashPosition",
      "kind": "LinkedField",
      "name": "cashPosition",
      "plural": false,
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
          "name": "today",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PositionTotals_position"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PositionTable_position"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d05d3a8f4be4e79dde88ea00dc763eb0";

export default node;
