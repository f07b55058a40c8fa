import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useConfirmAuthenticatorMutation } from '../../__generated__/useConfirmAuthenticatorMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { codeCheckOf, type CodeCheck } from './codeCheck';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';

/** Confirms the signed-in user's new authenticator app with a code it shows. */
export function useConfirmAuthenticator(): (code: string) => Promise<CodeCheck> {
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [commit] = useCommit<useConfirmAuthenticatorMutation>(graphql`
    mutation useConfirmAuthenticatorMutation($input: AuthenticatorSetupConfirmInput!) {
      authenticatorSetupConfirm(input: $input) {
        viewer {
          usedTwoFactor
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return useCallback(
    async (code) => {
      try {
        const { viewer, userErrors } = (await commit({ variables: { input: { code } } }))
          .authenticatorSetupConfirm;
        return codeCheckOf(userErrors, Boolean(viewer), errorMessage);
      } catch (error) {
        return { ok: false, formError: mutationFailure(error) ?? undefined };
      }
    },
    [commit, errorMessage, mutationFailure],
  );
}
