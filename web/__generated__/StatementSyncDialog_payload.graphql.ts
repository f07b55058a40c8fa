/**
 * @generated SignedSource<<8ac671612bcc2fed09ee936d389efde6>>
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
    readonly values: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
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

(node as any).hash = "4c7edd948c73682551bc84da8a84e9e4";

export default node;
