/**
 * @generated SignedSource<<5a2b6b039169d37d1823ef24dd148ea0>>
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
  readonly " $fragmentType": "invoiceMilestoneFields_milestone";
};
export type invoiceMilestoneFields_milestone$key = {
  readonly " $data"?: invoiceMilestoneFields_milestone$data;
  readonly " $fragmentSpreads": FragmentRefs<"invoiceMilestoneFields_milestone">;
};

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

(node as any).hash = "4ea9610d9340cc2912f7c17db799a95f";

export default node;
