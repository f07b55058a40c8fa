/**
 * @generated SignedSource<<175097c64872fdd8bd08a84ab7f95eca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeCashFigure_summary$data = {
  readonly cash: ReadonlyArray<{
    readonly accounts: number;
    readonly accountsWithoutBalance: number;
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly currency: Currency;
  }> | null | undefined;
  readonly " $fragmentType": "HomeCashFigure_summary";
};
export type HomeCashFigure_summary$key = {
  readonly " $data"?: HomeCashFigure_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCashFigure_summary">;
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
  "name": "HomeCashFigure_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeCash",
      "kind": "LinkedField",
      "name": "cash",
      "plural": true,
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
          "name": "accounts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountsWithoutBalance",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeSummary",
  "abstractKey": null
};
})();

(node as any).hash = "2421748a9176fa95ba5cbb40827304d1";

export default node;
