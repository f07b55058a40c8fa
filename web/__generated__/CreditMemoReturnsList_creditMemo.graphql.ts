/**
 * @generated SignedSource<<5e6db8027cbd2df328bc1e54cf65aa0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreditMemoReturnsList_creditMemo$data = {
  readonly returns: ReadonlyArray<{
    readonly invoiceLine: number;
    readonly line: {
      readonly product: string;
      readonly quantity: string;
      readonly taxBase: {
        readonly amount: string;
        readonly currency: Currency;
      };
      readonly vat: {
        readonly amount: string;
      };
    };
  }>;
  readonly " $fragmentType": "CreditMemoReturnsList_creditMemo";
};
export type CreditMemoReturnsList_creditMemo$key = {
  readonly " $data"?: CreditMemoReturnsList_creditMemo$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditMemoReturnsList_creditMemo">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreditMemoReturnsList_creditMemo",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CreditMemoReturn",
      "kind": "LinkedField",
      "name": "returns",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceLine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentLine",
          "kind": "LinkedField",
          "name": "line",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "product",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "taxBase",
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
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Money",
              "kind": "LinkedField",
              "name": "vat",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CreditMemo",
  "abstractKey": null
};
})();

(node as any).hash = "513f081c2cf4753a5cbf0d1780f15eaf";

export default node;
