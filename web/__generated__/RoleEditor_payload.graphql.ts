/**
 * @generated SignedSource<<39cf2b7a52b741bc18858a4647970a79>>
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

(node as any).hash = "0f98732742bbbf8626aa085acc67786b";

export default node;
