/**
 * @generated SignedSource<<d9b9af1ec69285f7669732bf81a25a1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PositionGroupRows_group$data = {
  readonly accounts: ReadonlyArray<{
    readonly accountNumber: string;
    readonly bank: {
      readonly code: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"PositionAccountRow_account">;
  }>;
  readonly currencies: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
  }>;
  readonly key: string;
  readonly name: string;
  readonly totals: ReadonlyArray<{
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    } | null | undefined;
    readonly currency: Currency;
    readonly missingRates: ReadonlyArray<Currency>;
  }>;
  readonly " $fragmentType": "PositionGroupRows_group";
};
export type PositionGroupRows_group$key = {
  readonly " $data"?: PositionGroupRows_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"PositionGroupRows_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PositionGroupRows_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
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
      "concreteType": "CashPositionCurrencyTotal",
      "kind": "LinkedField",
      "name": "currencies",
      "plural": true,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CashPositionTotal",
      "kind": "LinkedField",
      "name": "totals",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
      "concreteType": "CashPositionAccount",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Bank",
          "kind": "LinkedField",
          "name": "bank",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PositionAccountRow_account"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CashPositionGroup",
  "abstractKey": null
};
})();

(node as any).hash = "171c95e02e496f1765556248e7861257";

export default node;
