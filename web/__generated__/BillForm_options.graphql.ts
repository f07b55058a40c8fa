/**
 * @generated SignedSource<<b1f68d6e8b8d115d30774fec728ed17e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillForm_options$data = {
  readonly counterpartyChoices?: {
    readonly " $fragmentSpreads": FragmentRefs<"CounterpartySelect_query">;
  } | null | undefined;
  readonly " $fragmentType": "BillForm_options";
};
export type BillForm_options$key = {
  readonly " $data"?: BillForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillForm_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withCounterparties"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillForm_options",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b298befa63ca17cc29bac1f5c0f2b5a6";

export default node;
