/**
 * @generated SignedSource<<6374cc0ed5f7bee43ef39cbf0b773623>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountConnectionType = "API" | "AUTOMATED" | "MANUAL" | "%future added value";
export type BankAccountStatus = "ACTIVE" | "CLOSED" | "DORMANT" | "MATURED" | "NEW" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type StatementSyncStatus = "FAILED" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InternalAccountRow_bankAccount$data = {
  readonly accountName: string;
  readonly accountNumber: string;
  readonly alias: string;
  readonly balance: {
    readonly available: {
      readonly amount: string;
      readonly currency: Currency;
    };
  } | null | undefined;
  readonly bank: {
    readonly name: string;
  };
  readonly connectionType: AccountConnectionType;
  readonly currency: Currency;
  readonly entity: {
    readonly isDefault: boolean;
    readonly name: string;
  };
  readonly id: string;
  readonly status: BankAccountStatus;
  readonly syncSchedule: {
    readonly lastRunAt: string | null | undefined;
    readonly lastStatus: StatementSyncStatus | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectionBadge_bankAccount">;
  readonly " $fragmentType": "InternalAccountRow_bankAccount";
};
export type InternalAccountRow_bankAccount$key = {
  readonly " $data"?: InternalAccountRow_bankAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"InternalAccountRow_bankAccount">;
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InternalAccountRow_bankAccount",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountName",
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
      "concreteType": "Bank",
      "kind": "LinkedField",
      "name": "bank",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
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
        (v1/*:: as any*/),
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatementSyncSchedule",
      "kind": "LinkedField",
      "name": "syncSchedule",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastRunAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastStatus",
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

(node as any).hash = "dc7347ee2c6555dc7d3c634afac484f1";

export default node;
