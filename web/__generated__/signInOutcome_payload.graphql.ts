/**
 * @generated SignedSource<<bc3e10bea7064c40793e4e408048ac08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type TwoFactorMethodType = "AUTHENTICATOR_APP" | "BACKUP_CODES" | "PASSKEY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type signInOutcome_payload$data = {
  readonly twoFactorMethods: ReadonlyArray<TwoFactorMethodType>;
  readonly twoFactorRequired: boolean;
  readonly twoFactorSetupRequired: boolean;
  readonly userErrors: ReadonlyArray<{
    readonly code: string;
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly viewer: {
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "signInOutcome_payload";
};
export type signInOutcome_payload$key = {
  readonly " $data"?: signInOutcome_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"signInOutcome_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "signInOutcome_payload"
};

(node as any).hash = "b276e38dd9456f7921c4b7fe374762a1";

export default node;
