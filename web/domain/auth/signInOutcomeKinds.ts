import type { TwoFactorMethodType } from '../../__generated__/signInOutcome_payload.graphql';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';

export type { TwoFactorMethodType };

/*
 * What a sign-in answer leads to, without Relay: the sign-in page imports
 * these before Relay's runtime has loaded; signInOutcome.ts reads an answer
 * into them.
 */

/** The server code for a pending sign-in that is gone: the password step must be done again. */
export const SIGN_IN_EXPIRED = 'U-ACC-AU-8';

/**
 * Where a sign-in answer leads: into the app, to the second factor (with the
 * methods the account has), to the enforced setup of one, or nowhere, with the
 * server's refusals (and the one saying the pending sign-in expired, if any).
 */
export type SignInOutcome =
  | { kind: 'signedIn' }
  | { kind: 'twoFactor'; methods: readonly TwoFactorMethodType[] }
  | { kind: 'setup' }
  | { kind: 'refused'; userErrors: readonly UserErrorShape[]; expired: UserErrorShape | undefined };

/** The refusals of an outcome (none for an outcome that is not a refusal). */
export function refusalsOf(outcome: SignInOutcome): readonly UserErrorShape[] {
  return outcome.kind === 'refused' ? outcome.userErrors : [];
}
