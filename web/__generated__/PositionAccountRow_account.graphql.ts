/**
 * @generated SignedSource<<40f2bc10028670b9be351dfe1730868e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BalanceSource = "API" | "CRAWLER" | "MANUAL" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PositionAccountRow_account$data = {
  readonly accountNumber: string;
  readonly alias: string;
  readonly balance: {
    readonly amount: string;
    readonly currency: Currency;
  } | null | undefined;
  readonly balanceAsOf: string | null | undefined;
  readonly balanceSource: BalanceSource | null | undefined;
  readonly bank: {
    readonly name: string;
  };
  readonly currency: Currency;
  readonly entityName: string;
  readonly " $fragmentType": "PositionAccountRow_account";
};
export type PositionAccountRow_account$key = {
  readonly " $data"?: PositionAccountRow_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"PositionAccountRow_account">;
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
  "name": "PositionAccountRow_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alias",
      "storageKey": null
    },
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
          "name": "name",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityName",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "balance",
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
      "name": "balanceAsOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balanceSource",
      "storageKey": null
    }
  ],
  "type": "CashPositionAccount",
  "abstractKey": null
};
})();

(node as any).hash = "c10a9793d694b6044fefbf15a19b07db";

export default node;
