/**
 * @generated SignedSource<<52ff54276634f00e0b026b6d058e99db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type payableAmounts_amounts$data = {
  readonly dueToday: {
    readonly amount: string;
  };
  readonly notDueYet: {
    readonly amount: string;
  };
  readonly overdue181To365: {
    readonly amount: string;
  };
  readonly overdue1To30: {
    readonly amount: string;
  };
  readonly overdue31To90: {
    readonly amount: string;
  };
  readonly overdue91To180: {
    readonly amount: string;
  };
  readonly overdueOver365: {
    readonly amount: string;
  };
  readonly total: {
    readonly amount: string;
  };
  readonly " $fragmentType": "payableAmounts_amounts";
};
export type payableAmounts_amounts$key = {
  readonly " $data"?: payableAmounts_amounts$data;
  readonly " $fragmentSpreads": FragmentRefs<"payableAmounts_amounts">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "payableAmounts_amounts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "notDueYet",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "dueToday",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "overdue1To30",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "overdue31To90",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "overdue91To180",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "overdue181To365",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "overdueOver365",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "AgedPayableAmounts",
  "abstractKey": null
};
})();

(node as any).hash = "e57e606ec73c61a35f8928a0e71276e6";

export default node;
