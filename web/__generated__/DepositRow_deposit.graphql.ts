/**
 * @generated SignedSource<<412d110e249461f69c8b5f7024357324>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type DepositStatus = "ACTIVE" | "CLOSED" | "MATURED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositRow_deposit$data = {
  readonly accruedInterest: {
    readonly days: number;
    readonly gross: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly net: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly to: string;
  };
  readonly alias: string;
  readonly amount: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly bank: {
    readonly code: string;
    readonly name: string;
  };
  readonly editable: boolean;
  readonly id: string;
  readonly interestRate: string;
  readonly maturityDate: string;
  readonly principal: {
    readonly amount: string;
    readonly currency: Currency;
  };
  readonly status: DepositStatus;
  readonly " $fragmentSpreads": FragmentRefs<"DepositPeriodCell_deposit" | "DepositStatusCell_deposit">;
  readonly " $fragmentType": "DepositRow_deposit";
};
export type DepositRow_deposit$key = {
  readonly " $data"?: DepositRow_deposit$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositRow_deposit">;
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
  "name": "DepositRow_deposit",
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
        },
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "principal",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maturityDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interestRate",
      "storageKey": null
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
      "kind": "ScalarField",
      "name": "editable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositInterest",
      "kind": "LinkedField",
      "name": "accruedInterest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "gross",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "net",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DepositPeriodCell_deposit"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DepositStatusCell_deposit"
    }
  ],
  "type": "Deposit",
  "abstractKey": null
};
})();

(node as any).hash = "573ef80c4b43a791ca3f8c6e5adffe3b";

export default node;
