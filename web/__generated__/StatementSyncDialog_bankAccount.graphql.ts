/**
 * @generated SignedSource<<a46fbfb5a86833bedb00170f27a1007f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StatementSyncStatus = "FAILED" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatementSyncDialog_bankAccount$data = {
  readonly accountNumber: string;
  readonly alias: string;
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

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
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

(node as any).hash = "445cb4e7e3fc1b1bd4cd86cb962e6516";

export default node;
