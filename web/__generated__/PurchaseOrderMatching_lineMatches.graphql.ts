/**
 * @generated SignedSource<<6c1d9289d858965d08d67cc284c5a418>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseOrderMatching_lineMatches$data = ReadonlyArray<{
  readonly billed: string;
  readonly ordered: string;
  readonly position: number;
  readonly product: string;
  readonly received: string;
  readonly toBill: string;
  readonly unitPrice: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentType": "PurchaseOrderMatching_lineMatches";
}>;
export type PurchaseOrderMatching_lineMatches$key = ReadonlyArray<{
  readonly " $data"?: PurchaseOrderMatching_lineMatches$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseOrderMatching_lineMatches">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PurchaseOrderMatching_lineMatches",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "product",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "unitPrice",
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
      "kind": "ScalarField",
      "name": "ordered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "received",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toBill",
      "storageKey": null
    }
  ],
  "type": "PurchaseOrderLineMatch",
  "abstractKey": null
};

(node as any).hash = "699c9f01d0ff4b50d90c7730c3e9a0f0";

export default node;
