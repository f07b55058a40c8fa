/**
 * @generated SignedSource<<ee11b7bf48bdfdef47a701f2a8921e1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type positionTotal_total$data = {
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly currency: Currency;
  readonly missingRates: ReadonlyArray<Currency>;
  readonly " $fragmentType": "positionTotal_total";
};
export type positionTotal_total$key = {
  readonly " $data"?: positionTotal_total$data;
  readonly " $fragmentSpreads": FragmentRefs<"positionTotal_total">;
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
  "name": "positionTotal_total",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missingRates",
      "storageKey": null
    }
  ],
  "type": "CashPositionTotal",
  "abstractKey": null
};
})();

(node as any).hash = "7d912af84adc57cb93ae3e26236fc2ee";

export default node;
