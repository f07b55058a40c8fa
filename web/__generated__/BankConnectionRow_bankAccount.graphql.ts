/**
 * @generated SignedSource<<532b8d6369c0fb75338d31dc537a4060>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BankAccountStatus = "ACTIVE" | "CLOSED" | "DORMANT" | "MATURED" | "NEW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BankConnectionRow_bankAccount$data = {
  readonly accountNumber: string;
  readonly alias: string;
  readonly balance: {
    readonly asOf: string;
    readonly available: {
      readonly amount: string;
      readonly currency: Currency;
    };
  } | null | undefined;
  readonly currency: Currency;
  readonly entity: {
    readonly isDefault: boolean;
    readonly name: string;
  };
  readonly status: BankAccountStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectionBadge_bankAccount">;
  readonly " $fragmentType": "BankConnectionRow_bankAccount";
};
export type BankConnectionRow_bankAccount$key = {
  readonly " $data"?: BankConnectionRow_bankAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankConnectionRow_bankAccount">;
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
  "name": "BankConnectionRow_bankAccount",
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
      "kind": "ScalarField",
      "name": "accountNumber",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConnectionBadge_bankAccount"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
      "selections": [
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
          "kind": "ScalarField",
          "name": "isDefault",
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

(node as any).hash = "b7185a6199b54166b5ad52ce45d6fcc5";

export default node;
