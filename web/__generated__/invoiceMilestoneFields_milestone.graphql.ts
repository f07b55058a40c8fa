/**
 * @generated SignedSource<<e35408bd261c010347ca91100bb6f1ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type invoiceMilestoneFields_milestone$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly name: string;
  readonly percent: string;
  readonly position: number;
  readonly " $fragmentType": "invoiceMilestoneFields_milestone";
};
export type invoiceMilestoneFields_milestone$key = {
  readonly " $data"?: invoiceMilestoneFields_milestone$data;
  readonly " $fragmentSpreads": FragmentRefs<"invoiceMilestoneFields_milestone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "invoiceMilestoneFields_milestone",
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

(node as any).hash = "00c05d8176383c4d994375add2f229f3";

export default node;
