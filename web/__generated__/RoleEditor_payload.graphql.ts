/**
 * @generated SignedSource<<e721b6bd3967cf4c35b19c09b686d5d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleEditor_payload$data = {
  readonly role: {
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"RoleEditor_role" | "RoleRow_role">;
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
  readonly " $fragmentType": "RoleEditor_payload";
};
export type RoleEditor_payload$key = {
  readonly " $data"?: RoleEditor_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleEditor_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "RoleEditor_payload"
};

(node as any).hash = "6d3a11a7be7713d1b6b9126515ee7e2c";

export default node;
