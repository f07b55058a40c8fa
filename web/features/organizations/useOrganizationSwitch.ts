import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { useOrganizationSwitchMutation } from '../../__generated__/useOrganizationSwitchMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
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
  const [commit] = useCommit<useOrganizationSwitchMutation>(graphql`
    mutation useOrganizationSwitchMutation($input: OrganizationSwitchInput!) {
      organizationSwitch(input: $input) {
        viewer {
          organization {
            id
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const switchTo = useCallback(
    async (organizationId: string) => {
      setSwitchingTo(organizationId);
      let answer: useOrganizationSwitchMutation['response']['organizationSwitch'];
      try {
        answer = (await commit({ variables: { input: { organizationId } } })).organizationSwitch;
      } catch (failure) {
        setSwitchingTo(null);
        return mutationFailure(failure);
      }
      if (answer.viewer && answer.userErrors.length === 0) {
        window.location.assign(SIGNED_IN_HOME);
        return null;
      }
      setSwitchingTo(null);
      const [first] = answer.userErrors;
      return first ? errorMessage(first.code, first.message) : errorMessage(null);
    },
    [commit, errorMessage, mutationFailure],
  );

  return { switchTo, switchingTo };
}
