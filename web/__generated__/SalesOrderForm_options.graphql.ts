/**
 * @generated SignedSource<<b41823e3332aaa6a2314e735e8de1922>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SalesOrderForm_options$data = {
  readonly buyerChoices?: {
    readonly " $fragmentSpreads": FragmentRefs<"BuyerSelect_query">;
  } | null | undefined;
  readonly " $fragmentType": "SalesOrderForm_options";
};
export type SalesOrderForm_options$key = {
  readonly " $data"?: SalesOrderForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalesOrderForm_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withBuyers"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SalesOrderForm_options",
  "selections": [
    {
      "condition": "withBuyers",
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
                "name": "BuyerSelect_query"
              }
            ],
            "type": "Query",
            "abstractKey": null
          },
          "kind": "AliasedInlineFragmentSpread",
          "name": "buyerChoices"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3d662dec8419ea925963f9c644cc25c4";

export default node;
