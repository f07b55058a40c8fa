/**
 * @generated SignedSource<<55290287c2dc3bbaf904909fc8cc4831>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "IDR" | "SGD" | "USD" | "%future added value";
export type ImportStatus = "BLOCKED" | "COMPLETED" | "FAILED" | "NEEDS_CONFIRMATION" | "QUEUED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImportStatus_import$data = {
  readonly created: number;
  readonly errorCount: number;
  readonly fileName: string;
  readonly id: string;
  readonly progress: number;
  readonly rowsRead: number;
  readonly skipped: number;
  readonly statementSummary: {
    readonly closingBalance: {
      readonly amount: string;
      readonly currency: Currency;
    } | null | undefined;
    readonly firstDate: string | null | undefined;
    readonly lastDate: string | null | undefined;
    readonly pendingSkipped: number;
  } | null | undefined;
  readonly status: ImportStatus;
  readonly warningCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"ImportIssues_import">;
  readonly " $fragmentType": "ImportStatus_import";
};
export type ImportStatus_import$key = {
  readonly " $data"?: ImportStatus_import$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportStatus_import">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportStatus_import",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowsRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skipped",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warningCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ImportIssues_import"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatementImportSummary",
      "kind": "LinkedField",
      "name": "statementSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "closingBalance",
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
          "name": "pendingSkipped",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Import",
  "abstractKey": null
};

(node as any).hash = "6ecb7c02506b0cc56e4259f7cd83b4e0";

export default node;
