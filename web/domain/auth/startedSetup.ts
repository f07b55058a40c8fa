import { graphql, readInlineData } from 'react-relay';
import type { startedSetup_payload$key } from '../../__generated__/startedSetup_payload.graphql';
import { SIGN_IN_EXPIRED } from './signInOutcome';

/** An authenticator setup the server started, or why it could not start (and whether that is a pending sign-in that expired). */
export type StartedSetup =
  { secret: string; otpauthUri: string } | { error: string; expired: boolean };

const startedSetupFragment = graphql`
  fragment startedSetup_payload on AuthenticatorSetupStartPayload @inline {
    secret
    otpauthUri
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

/**
 * Reads the answer of `authenticatorSetupStart` or `signInTwoFactorSetupStart`
 * (each spreads `startedSetup_payload`): the secret to show, or the message of
 * its first refusal.
 */
export function startedSetupOf(
  payload: startedSetup_payload$key,
  errorMessage: (code: string | null, serverMessage?: string) => string,
): StartedSetup {
  const { secret, otpauthUri, userErrors } = readInlineData(startedSetupFragment, payload);
  const [first] = userErrors;
  if (secret && otpauthUri && !first) return { secret, otpauthUri };
  return {
    error: first ? errorMessage(first.code, first.message) : errorMessage(null),
    expired: userErrors.some((error) => error.code === SIGN_IN_EXPIRED),
  };
}
