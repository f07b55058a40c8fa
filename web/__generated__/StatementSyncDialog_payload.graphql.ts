/**
 * @generated SignedSource<<230603a5084e872a122320502b1ec0aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatementSyncDialog_payload$data = {
  readonly bankAccount: {
    readonly " $fragmentSpreads": FragmentRefs<"StatementSyncDialog_bankAccount">;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly " $fragmentType": "StatementSyncDialog_payload";
};
export type StatementSyncDialog_payload$key = {
  readonly " $data"?: StatementSyncDialog_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementSyncDialog_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "StatementSyncDialog_payload"
};

(node as any).hash = "7c1efe606dfbe1c1b1aa6d419e4d9d12";

export default node;
