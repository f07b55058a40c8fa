import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useConfirmAuthenticatorMutation } from '../../__generated__/useConfirmAuthenticatorMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { codeCheckOf, type CodeCheck } from './codeCheck';
import { useMutationFailure } from '../../relay/useMutationFailure';

/** Confirms the signed-in user's new authenticator app with a code it shows. */
export function useConfirmAuthenticator(): (code: string) => Promise<CodeCheck> {
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [commit] = useMutation<useConfirmAuthenticatorMutation>(graphql`
    mutation useConfirmAuthenticatorMutation($input: AuthenticatorSetupConfirmInput!) {
      authenticatorSetupConfirm(input: $input) {
        viewer {
          usedTwoFactor
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
    (code) =>
      new Promise<CodeCheck>((resolve) => {
        commit({
          variables: { input: { code } },
          onCompleted: (response) => {
            const { viewer, userErrors } = response.authenticatorSetupConfirm;
            resolve(codeCheckOf(userErrors, Boolean(viewer), errorMessage));
          },
          onError: (error) => {
            const message = mutationFailure(error);
            resolve({ ok: false, formError: message ?? undefined });
          },
        });
      }),
    [commit, errorMessage, mutationFailure],
  );
}
