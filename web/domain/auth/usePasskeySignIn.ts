import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../relay/graphqlTag';
import type { usePasskeySignInFinishMutation } from '../../__generated__/usePasskeySignInFinishMutation.graphql';
import type { usePasskeySignInStartMutation } from '../../__generated__/usePasskeySignInStartMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { commitLazily } from '../../relay/lazyRelay';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { passkeyBrowserErrorMessageId } from './passkeyBrowserError';
import { commitSignIn } from './commitSignIn';
import { refusalsOf, SIGN_IN_EXPIRED } from './signInOutcomeKinds';

// Committed without Relay's hooks: the sign-in page that uses this has no Relay environment (RelayScope.tsx).
const startMutation = graphql`
  mutation usePasskeySignInStartMutation($input: PasskeySignInStartInput!) {
    passkeySignInStart(input: $input) {
      optionsJSON
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;
const finishMutation = graphql`
  mutation usePasskeySignInFinishMutation($input: PasskeySignInInput!) {
    passkeySignIn(input: $input) {
      ...signInOutcome_payload
    }
  }
`;

export type PasskeySignInOutcome = { ok: true } | { ok: false; message: string; expired: boolean };

/**
 * Signs in with a passkey: asks the server for a ceremony, lets the browser
 * and the authenticator answer it, and sends the answer back. `secondStep`
 * completes the sign-in pending in this browser; otherwise it is a
 * passwordless sign-in with any passkey. `busy` holds while a sign-in runs
 * (its button shows it).
 */
export function usePasskeySignIn(): [
  signIn: (secondStep: boolean) => Promise<PasskeySignInOutcome>,
  busy: boolean,
] {
  const intl = useIntl();
  const errorMessage = useErrorMessage();

  const [busy, setBusy] = useState(false);
  const ceremony = useCallback(
    async (secondStep: boolean): Promise<PasskeySignInOutcome> => {
      const failed: PasskeySignInOutcome = {
        ok: false,
        message: errorMessage(null),
        expired: false,
      };
      const refused = (errors: readonly UserErrorShape[]): PasskeySignInOutcome => {
        const [first] = errors;
        return {
          ok: false,
          message: first ? errorMessage(first.code, first.message) : errorMessage(null),
          expired: errors.some((error) => error.code === SIGN_IN_EXPIRED),
        };
      };
      // The WebAuthn library loads with the first passkey sign-in, while the challenge is asked for.
      const library = import('@simplewebauthn/browser');
      library.catch(() => undefined); // a failed load is reported where it is awaited
      const start = await commitLazily<usePasskeySignInStartMutation>(startMutation, {
        input: { secondStep },
      }).then(
        (response) => response.passkeySignInStart,
        () => null,
      );
      if (!start) return failed;
      if (!start.optionsJSON) return refused(start.userErrors);
      let answer;
      try {
        const { startAuthentication } = await library;
        answer = await startAuthentication({
          optionsJSON: JSON.parse(start.optionsJSON) as PublicKeyCredentialRequestOptionsJSON,
        });
      } catch (error) {
        return {
          ok: false,
          message: intl.formatMessage({ id: passkeyBrowserErrorMessageId(error) }),
          expired: false,
        };
      }
      const outcome = await commitSignIn<usePasskeySignInFinishMutation>(
        finishMutation,
        { input: { response: JSON.stringify(answer) } },
        (response) => response.passkeySignIn,
      ).catch(() => null);
      if (!outcome) return failed;
      return outcome.kind === 'signedIn' ? { ok: true } : refused(refusalsOf(outcome));
    },
    [errorMessage, intl],
  );
  const signIn = useCallback(
    async (secondStep: boolean) => {
      setBusy(true);
      try {
        return await ceremony(secondStep);
      } finally {
        setBusy(false);
      }
    },
    [ceremony],
  );
  return [signIn, busy];
}
