/**
 * @generated SignedSource<<e4a8b10a0ca9382c03513e23707e3379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberActionDialog_payload$data = {
  readonly member: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MemberRow_member">;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly code: string;
    readonly message: string;
  }>;
  readonly " $fragmentType": "MemberActionDialog_payload";
};
export type MemberActionDialog_payload$key = {
  readonly " $data"?: MemberActionDialog_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberActionDialog_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "MemberActionDialog_payload"
};

(node as any).hash = "fea0662515d18ceac414b01415b86d3f";

export default node;
