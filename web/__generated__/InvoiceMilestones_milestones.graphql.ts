/**
 * @generated SignedSource<<b03b6a3660f373a9bdd6431c829ad54f>>
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
  readonly dueDate: string;
  readonly name: string;
  readonly paidAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly percent: string;
  readonly position: number;
  readonly remainingAmount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentType": "InvoiceMilestones_milestones";
}>;
export type InvoiceMilestones_milestones$key = ReadonlyArray<{
  readonly " $data"?: InvoiceMilestones_milestones$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceMilestones_milestones">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "paidAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "remainingAmount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "InvoiceMilestone",
  "abstractKey": null
};
})();

(node as any).hash = "bc84fcb405ddaa2e20b2a0a86c3812ed";

export default node;
