/**
 * @generated SignedSource<<22c5bf6561e6b16797e914cffab8a4f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ImportStatus = "BLOCKED" | "COMPLETED" | "FAILED" | "NEEDS_CONFIRMATION" | "QUEUED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ImportDialog_import$data = {
  readonly id: string;
  readonly status: ImportStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ImportStatus_import">;
  readonly " $fragmentType": "ImportDialog_import";
};
export type ImportDialog_import$key = {
  readonly " $data"?: ImportDialog_import$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImportDialog_import">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImportDialog_import",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ImportStatus_import"
    }
  ],
  "type": "Import",
  "abstractKey": null
};

(node as any).hash = "4a5b3000e8acd4a118202a9dac11b36c";

export default node;
