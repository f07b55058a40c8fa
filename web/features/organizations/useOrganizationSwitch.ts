import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useOrganizationSwitchMutation } from '../../__generated__/useOrganizationSwitchMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { SIGNED_IN_HOME } from '../../relay/loginLoader';

export type OrganizationSwitch = {
  /**
   * Switches the session to the organisation; on success the browser loads
   * the signed-in home afresh and this resolves with null. On failure it
   * resolves with the message to show (null when the session has ended and
   * the user is already being sent to sign in again).
   */
  switchTo: (organizationId: string) => Promise<string | null>;
  /** The organisation being switched to, until the switch fails or the page goes. */
  switchingTo: string | null;
};

/**
 * Switching organisation (`organizationSwitch`). A success is followed by a
 * full page navigation rather than a client-side one, so nothing of the
 * previous organisation stays in the Relay store or in any screen's state.
 */
export function useOrganizationSwitch(): OrganizationSwitch {
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const [commit] = useMutation<useOrganizationSwitchMutation>(graphql`
    mutation useOrganizationSwitchMutation($input: OrganizationSwitchInput!) {
      organizationSwitch(input: $input) {
        viewer {
          organization {
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

  const switchTo = useCallback(
    (organizationId: string) =>
      new Promise<string | null>((resolve) => {
        setSwitchingTo(organizationId);
        commit({
          variables: { input: { organizationId } },
          onCompleted: (response) => {
            const { viewer, userErrors } = response.organizationSwitch;
            if (viewer && userErrors.length === 0) {
              window.location.assign(SIGNED_IN_HOME);
              resolve(null);
              return;
            }
            setSwitchingTo(null);
            const [first] = userErrors;
            resolve(first ? errorMessage(first.code, first.message) : errorMessage(null));
          },
          onError: (failure) => {
            setSwitchingTo(null);
            resolve(mutationFailure(failure));
          },
        });
      }),
    [commit, errorMessage, mutationFailure],
  );

  return { switchTo, switchingTo };
}
