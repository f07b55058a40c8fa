/**
 * @generated SignedSource<<2e0c254269be61603c911bb4c77d3143>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExportKind = "STATEMENT_TRANSACTIONS" | "%future added value";
export type ExportStatus = "COMPLETED" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExportRow_export$data = {
  readonly createdAt: string;
  readonly downloadUrl: string | null | undefined;
  readonly fileName: string | null | undefined;
  readonly kind: ExportKind;
  readonly requestedBy: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
  readonly rowCount: number | null | undefined;
  readonly status: ExportStatus;
  readonly " $fragmentType": "ExportRow_export";
};
export type ExportRow_export$key = {
  readonly " $data"?: ExportRow_export$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExportRow_export">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExportRow_export",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "name": "rowCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "requestedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Export",
  "abstractKey": null
};

(node as any).hash = "e358add41bc3b2767982810f26399fe5";

export default node;
