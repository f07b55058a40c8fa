/**
 * @generated SignedSource<<45d602967e376caa391042c258841f65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type startedSetup_payload$data = {
  readonly otpauthUri: string | null | undefined;
  readonly secret: string | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly " $fragmentType": "startedSetup_payload";
};
export type startedSetup_payload$key = {
  readonly " $data"?: startedSetup_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"startedSetup_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "startedSetup_payload"
};

(node as any).hash = "99075b3c487dd887f8b539892b98941f";

export default node;
