/**
 * @generated SignedSource<<083494a8645ad468f6f226030dec2c4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
export type BalanceSource = "API" | "CRAWLER" | "MANUAL" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BalanceRow_bankAccount$data = {
  readonly accountNumber: string;
  readonly alias: string;
  readonly balance: {
    readonly asOf: string;
    readonly available: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly ledger: {
      readonly amount: string;
      readonly currency: Currency;
    } | null | undefined;
    readonly source: BalanceSource;
  } | null | undefined;
  readonly bank: {
    readonly name: string;
  };
  readonly connectionType: AccountConnectionType;
  readonly currency: Currency;
  readonly id: string;
  readonly " $fragmentType": "BalanceRow_bankAccount";
};
export type BalanceRow_bankAccount$key = {
  readonly " $data"?: BalanceRow_bankAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceRow_bankAccount">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalanceRow_bankAccount",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "accountNumber",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "connectionType",
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
      "concreteType": "Balance",
      "kind": "LinkedField",
      "name": "balance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "available",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "ledger",
          "plural": false,
          "selections": (v1/*:: as any*/),
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
          "name": "asOf",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BankAccount",
  "abstractKey": null
};
})();

(node as any).hash = "988a5824a158f1eec870fed70bed2a6b";

export default node;
