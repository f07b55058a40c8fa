/**
 * @generated SignedSource<<42ff96b4dbe8f81f3921156974a54f24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type FxRateSource = "IMPORT" | "MANUAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PositionTotals_position$data = {
  readonly date: string;
  readonly rates: ReadonlyArray<{
    readonly currency: Currency;
    readonly rate: {
      readonly date: string;
      readonly rate: string;
      readonly recordedBy: {
        readonly fullName: string;
      } | null | undefined;
      readonly source: FxRateSource;
      readonly sourceName: string | null | undefined;
    } | null | undefined;
  }>;
  readonly totals: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    } | null | undefined;
    readonly currency: Currency;
    readonly missingRates: ReadonlyArray<Currency>;
  }>;
  readonly " $fragmentType": "PositionTotals_position";
};
export type PositionTotals_position$key = {
  readonly " $data"?: PositionTotals_position$data;
  readonly " $fragmentSpreads": FragmentRefs<"PositionTotals_position">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v1 = {
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
  "name": "PositionTotals_position",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CashPositionTotal",
      "kind": "LinkedField",
      "name": "totals",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
            (v1/*:: as any*/)
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashPositionRate",
      "kind": "LinkedField",
      "name": "rates",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "FxRate",
          "kind": "LinkedField",
          "name": "rate",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "source",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sourceName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "recordedBy",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                }
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
  "type": "CashPosition",
  "abstractKey": null
};
})();

(node as any).hash = "0180efa383d510a874a697561980b3a1";

export default node;
