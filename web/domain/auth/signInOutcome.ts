import { graphql, readInlineData } from 'react-relay';
import type { signInOutcome_payload$key } from '../../__generated__/signInOutcome_payload.graphql';
import { SIGN_IN_EXPIRED, type SignInOutcome } from './signInOutcomeKinds';

export {
  refusalsOf,
  SIGN_IN_EXPIRED,
  type SignInOutcome,
  type TwoFactorMethodType,
} from './signInOutcomeKinds';

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
