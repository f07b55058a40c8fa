/**
 * @generated SignedSource<<c31d6ef2d35489a2f02f5e8b82fb9148>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeReceivables_amounts$data = {
  readonly current: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly overdue1To30: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly overdue31To60: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly overdue61To90: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly overdueOver90: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly total: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentType": "HomeReceivables_amounts";
};
export type HomeReceivables_amounts$key = {
  readonly " $data"?: HomeReceivables_amounts$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeReceivables_amounts">;
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
  "name": "HomeReceivables_amounts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "current",
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
      "name": "overdue31To60",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "overdue61To90",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "overdueOver90",
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
  "type": "AgedReceivableAmounts",
  "abstractKey": null
};
})();

(node as any).hash = "a66126c674db51770c19870338fe93cb";

export default node;
