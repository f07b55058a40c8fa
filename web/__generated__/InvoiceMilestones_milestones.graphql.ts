/**
 * @generated SignedSource<<bae3a917efb256230b232afd03d70675>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceMilestones_milestones$data = ReadonlyArray<{
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly name: string;
  readonly percent: string;
  readonly position: number;
  readonly " $fragmentType": "InvoiceMilestones_milestones";
}>;
export type InvoiceMilestones_milestones$key = ReadonlyArray<{
  readonly " $data"?: InvoiceMilestones_milestones$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceMilestones_milestones">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "InvoiceMilestones_milestones",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percent",
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
    }
  ],
  "type": "InvoiceMilestone",
  "abstractKey": null
};

(node as any).hash = "bc84fcb405ddaa2e20b2a0a86c3812ed";

export default node;
