/**
 * @generated SignedSource<<4adf8ff51491957605a3646e6dffee52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BalanceSource = "API" | "CRAWLER" | "MANUAL" | "%future added value";
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type StatementSyncStatus = "FAILED" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatementSyncDialog_bankAccount$data = {
  readonly accountNumber: string;
  readonly alias: string;
  readonly balance: {
    readonly asOf: string;
    readonly available: {
      readonly amount: string;
      readonly currency: Currency;
    };
    readonly source: BalanceSource;
  } | null | undefined;
  readonly hasCredentials: boolean;
  readonly id: string;
  readonly syncSchedule: {
    readonly intervalMinutes: number;
    readonly lastError: string | null | undefined;
    readonly lastRunAt: string | null | undefined;
    readonly lastStatus: StatementSyncStatus | null | undefined;
    readonly nextRunAt: string;
    readonly syncedThrough: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "StatementSyncDialog_bankAccount";
};
export type StatementSyncDialog_bankAccount$key = {
  readonly " $data"?: StatementSyncDialog_bankAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementSyncDialog_bankAccount">;
};

import StatementSyncDialogRefetchQuery_graphql from './StatementSyncDialogRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": StatementSyncDialogRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "StatementSyncDialog_bankAccount",
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
      "name": "hasCredentials",
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
          "kind": "ScalarField",
          "name": "asOf",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
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
          "name": "intervalMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextRunAt",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastError",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "syncedThrough",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BankAccount",
  "abstractKey": null
};

(node as any).hash = "ea772596e362a291d1272239fd1823ae";

export default node;
