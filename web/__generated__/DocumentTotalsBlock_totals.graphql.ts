/**
 * @generated SignedSource<<f3459b3771bd208ee43860018fd38ed8>>
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
    readonly currency: Currency;
  };
  readonly grandTotal: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly otherTaxBase: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly subtotal: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly taxBase: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly vat: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly " $fragmentType": "DocumentTotalsBlock_totals";
};
export type DocumentTotalsBlock_totals$key = {
  readonly " $data"?: DocumentTotalsBlock_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentTotalsBlock_totals">;
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
  "name": "DocumentTotalsBlock_totals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "subtotal",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "discount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "taxBase",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "otherTaxBase",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "vat",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "grandTotal",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "DocumentTotals",
  "abstractKey": null
};
})();

(node as any).hash = "e0016ff16f6969c4088309d7eab9f616";

export default node;
