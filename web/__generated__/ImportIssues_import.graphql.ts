/**
 * @generated SignedSource<<b38e590151b5f99b4f8824a3c828070f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImportIssueSeverity = "ERROR" | "WARNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImportIssues_import$data = {
  readonly errorCount: number;
  readonly issues: ReadonlyArray<{
    readonly code: string;
    readonly expected: string | null | undefined;
    readonly field: string;
    readonly message: string;
    readonly row: number;
    readonly severity: ImportIssueSeverity;
    readonly value: string | null | undefined;
  }>;
  readonly warningCount: number;
  readonly " $fragmentType": "ImportIssues_import";
};
export type ImportIssues_import$key = {
  readonly " $data"?: ImportIssues_import$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportIssues_import">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportIssues_import",
  "selections": [
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
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 200
        }
      ],
      "concreteType": "ImportIssue",
      "kind": "LinkedField",
      "name": "issues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "row",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "severity",
          "storageKey": null
        },
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
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expected",
          "storageKey": null
        }
      ],
      "storageKey": "issues(first:200)"
    }
  ],
  "type": "Import",
  "abstractKey": null
};

(node as any).hash = "0ea09ba75065096759766b2b83a70983";

export default node;
