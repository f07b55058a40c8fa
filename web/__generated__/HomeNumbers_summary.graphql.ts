/**
 * @generated SignedSource<<3ff5ccf25ce9d49c3f82a3c77bbc6e2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeNumbers_summary$data = {
  readonly approvals: {
    readonly bills: number | null | undefined;
    readonly payments: number | null | undefined;
    readonly transfers: number | null | undefined;
  } | null | undefined;
  readonly cash: ReadonlyArray<{
    readonly accounts: number;
    readonly accountsWithoutBalance: number;
    readonly amount: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly currency: Currency;
  }> | null | undefined;
  readonly dueThisWeek: ReadonlyArray<{
    readonly currency: Currency;
    readonly incoming: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly incomingCount: number;
    readonly outgoing: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly outgoingCount: number;
  }> | null | undefined;
  readonly overdueBills: number | null | undefined;
  readonly reconciliation: {
    readonly pendingProposals: number | null | undefined;
    readonly unreconciledLines: number;
  } | null | undefined;
  readonly weekEnd: string;
  readonly weekStart: string;
  readonly " $fragmentType": "HomeNumbers_summary";
};
export type HomeNumbers_summary$key = {
  readonly " $data"?: HomeNumbers_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeNumbers_summary">;
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
  "name": "HomeNumbers_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekEnd",
      "storageKey": null
    },
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
          "selections": (v1/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeDue",
      "kind": "LinkedField",
      "name": "dueThisWeek",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "incoming",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "outgoing",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "incomingCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outgoingCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdueBills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeApprovals",
      "kind": "LinkedField",
      "name": "approvals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transfers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bills",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeReconciliation",
      "kind": "LinkedField",
      "name": "reconciliation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unreconciledLines",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingProposals",
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

(node as any).hash = "7ba6e859a17354996e319e600f99e7e3";

export default node;
