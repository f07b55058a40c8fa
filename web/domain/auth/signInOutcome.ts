import { graphql, readInlineData } from 'react-relay';
import type {
  signInOutcome_payload$key,
  TwoFactorMethodType,
} from '../../__generated__/signInOutcome_payload.graphql';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';

export type { TwoFactorMethodType };

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

const signInOutcomeFragment = graphql`
  fragment signInOutcome_payload on SignInPayload @inline {
    viewer {
      user {
        id
      }
    }
    twoFactorRequired
    twoFactorMethods
    twoFactorSetupRequired
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

/**
 * Reads a `SignInPayload` (the answer of `signIn`, `signInTwoFactor`,
 * `signInTwoFactorSetupConfirm`, `passkeySignIn` and `invitationAccept`, each
 * of which spreads `signInOutcome_payload`) as the step that follows. An
 * answer with `userErrors` is a refusal whatever else it says.
 */
export function signInOutcomeOf(payload: signInOutcome_payload$key): SignInOutcome {
  const { viewer, twoFactorRequired, twoFactorMethods, twoFactorSetupRequired, userErrors } =
    readInlineData(signInOutcomeFragment, payload);
  if (userErrors.length === 0) {
    if (viewer) return { kind: 'signedIn' };
    if (twoFactorRequired) return { kind: 'twoFactor', methods: twoFactorMethods };
    if (twoFactorSetupRequired) return { kind: 'setup' };
  }
  return {
    kind: 'refused',
    userErrors,
    expired: userErrors.find((error) => error.code === SIGN_IN_EXPIRED),
  };
}

/** The refusals of an outcome (none for an outcome that is not a refusal). */
export function refusalsOf(outcome: SignInOutcome): readonly UserErrorShape[] {
  return outcome.kind === 'refused' ? outcome.userErrors : [];
}
