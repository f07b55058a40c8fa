/**
 * @generated SignedSource<<a234c12520eaad6f3cfeb9e35addcfba>>
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
    readonly values: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
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

(node as any).hash = "cf2620a5cbcc2e754ebd17ac861d8db6";

export default node;
