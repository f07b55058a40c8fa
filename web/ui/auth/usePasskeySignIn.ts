import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { usePasskeySignInFinishMutation } from '../../__generated__/usePasskeySignInFinishMutation.graphql';
import type { usePasskeySignInStartMutation } from '../../__generated__/usePasskeySignInStartMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { passkeyBrowserErrorMessageId } from './passkeyBrowserError';

/** The server code for a pending sign-in that is gone: the password step must be done again. */
export const SIGN_IN_EXPIRED = 'U-ACC-AU-8';

export type PasskeySignInOutcome = { ok: true } | { ok: false; message: string; expired: boolean };

type UserErrorLike = { readonly code: string; readonly message: string };

/**
 * Signs in with a passkey: asks the server for a ceremony, lets the browser
 * and the authenticator answer it, and sends the answer back. `secondStep`
 * completes the sign-in pending in this browser; otherwise it is a
 * passwordless sign-in with any passkey.
 */
export function usePasskeySignIn(): (secondStep: boolean) => Promise<PasskeySignInOutcome> {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [commitStart] = useMutation<usePasskeySignInStartMutation>(graphql`
    mutation usePasskeySignInStartMutation($input: PasskeySignInStartInput!) {
      passkeySignInStart(input: $input) {
        optionsJSON
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitFinish] = useMutation<usePasskeySignInFinishMutation>(graphql`
    mutation usePasskeySignInFinishMutation($input: PasskeySignInInput!) {
      passkeySignIn(input: $input) {
        viewer {
          user {
            id
          }
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  return useCallback(
    async (secondStep) => {
      const refused = (errors: readonly UserErrorLike[]): PasskeySignInOutcome => {
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
      const start = await new Promise<{ optionsJSON: string | null; errors: readonly UserErrorLike[] } | null>((resolve) =>
        commitStart({
          variables: { input: { secondStep } },
          onCompleted: (response) =>
            resolve({
              optionsJSON: response.passkeySignInStart.optionsJSON ?? null,
              errors: response.passkeySignInStart.userErrors,
            }),
          onError: () => resolve(null),
        }),
      );
      if (!start) return { ok: false, message: errorMessage(null), expired: false };
      if (!start.optionsJSON) return refused(start.errors);
      let answer;
      try {
        const { startAuthentication } = await library;
        answer = await startAuthentication({
          optionsJSON: JSON.parse(start.optionsJSON) as PublicKeyCredentialRequestOptionsJSON,
        });
      } catch (error) {
        return { ok: false, message: intl.formatMessage({ id: passkeyBrowserErrorMessageId(error) }), expired: false };
      }
      return new Promise<PasskeySignInOutcome>((resolve) =>
        commitFinish({
          variables: { input: { response: JSON.stringify(answer) } },
          onCompleted: (response) => {
            const { viewer, userErrors } = response.passkeySignIn;
            resolve(viewer && userErrors.length === 0 ? { ok: true } : refused(userErrors));
          },
          onError: () => resolve({ ok: false, message: errorMessage(null), expired: false }),
        }),
      );
    },
    [commitStart, commitFinish, errorMessage, intl],
  );
}
