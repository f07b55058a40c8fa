/**
 * @generated SignedSource<<90437fd7c6febfb055afe25412f761d9>>
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
    readonly values: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
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

(node as any).hash = "60188510ce816120a616f77d9c9a57d4";

export default node;
