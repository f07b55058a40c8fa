/**
 * @generated SignedSource<<ed99d78ddae39b8adf1e263f2428ded5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentTotalsBlock_totals$data = {
  readonly discount: {
    readonly amount: string;
  };
  readonly grandTotal: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly luxuryTax: {
    readonly amount: string;
  };
  readonly otherTaxBase: {
    readonly amount: string;
  };
  readonly subtotal: {
    readonly amount: string;
  };
  readonly taxBase: {
    readonly amount: string;
  };
  readonly vat: {
    readonly amount: string;
  };
  readonly " $fragmentType": "DocumentTotalsBlock_totals";
};
export type DocumentTotalsBlock_totals$key = {
  readonly " $data"?: DocumentTotalsBlock_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentTotalsBlock_totals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "subtotal",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discount",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "taxBase",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "otherTaxBase",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "vat",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "luxuryTax",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "grandTotal",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "DocumentTotals",
  "abstractKey": null
};
})();

(node as any).hash = "53c551da4cb60f3a34d35620f5cb8908";

export default node;
