/**
 * @generated SignedSource<<b5baedd0b160797c539d6d295d344334>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderForm_options$data = {
  readonly supplierChoices?: {
    readonly " $fragmentSpreads": FragmentRefs<"CounterpartySelect_query">;
  } | null | undefined;
  readonly " $fragmentType": "PurchaseOrderForm_options";
};
export type PurchaseOrderForm_options$key = {
  readonly " $data"?: PurchaseOrderForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderForm_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withSuppliers"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseOrderForm_options",
  "selections": [
    {
      "condition": "withSuppliers",
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
          "name": "supplierChoices"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a2a0e2eb64b32f090a694d6cb6ed6854";

export default node;
