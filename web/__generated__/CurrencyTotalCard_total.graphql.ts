/**
 * @generated SignedSource<<9cc95b9457c5a18f61c00db2214934ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CurrencyTotalCard_total$data = {
  readonly accounts: number;
  readonly available: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly currency: Currency;
  readonly lastUpdated: string | null | undefined;
  readonly " $fragmentType": "CurrencyTotalCard_total";
};
export type CurrencyTotalCard_total$key = {
  readonly " $data"?: CurrencyTotalCard_total$data;
  readonly " $fragmentSpreads": FragmentRefs<"CurrencyTotalCard_total">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CurrencyTotalCard_total",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "available",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accounts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUpdated",
      "storageKey": null
    }
  ],
  "type": "CurrencyTotal",
  "abstractKey": null
};
})();

(node as any).hash = "b0abc7899dabfffb73883bc79ca12726";

export default node;
