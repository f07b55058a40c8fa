import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useTwoFactorEnforcementUpdateMutation } from '../../__generated__/useTwoFactorEnforcementUpdateMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';

/**
 * How the two-factor requirement changes: `update` sends it (turning it off
 * shows at once, rolled back if refused) and closes the confirmation
 * (`confirming`, which turning it on opens first); `error` holds a refusal,
 * `updating` while one is sent.
 */
export function useTwoFactorEnforcementUpdate(organizationId: string) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const { error, clear, showUserErrors, showFailure } = useDialogError();

  const [commitUpdate, updating] = useCommit<useTwoFactorEnforcementUpdateMutation>(graphql`
    mutation useTwoFactorEnforcementUpdateMutation($input: OrganizationSettingsUpdateInput!) {
      organizationSettingsUpdate(input: $input) {
        organization {
          id
          twoFactorRequired
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const update = async (required: boolean) => {
    clear();
    try {
      const response = await commitUpdate({
        variables: { input: { twoFactorRequired: required } },
        // Turning it off shows at once; Relay rolls the switch back if the change is refused.
        optimisticResponse: required
          ? undefined
          : {
              organizationSettingsUpdate: {
                organization: { id: organizationId, twoFactorRequired: false },
                userErrors: [],
              },
            },
      });
      setConfirming(false);
      const { organization, userErrors } = response.organizationSettingsUpdate;
      if (organization && userErrors.length === 0) {
        toastSuccess(
          intl.formatMessage({
            id: organization.twoFactorRequired
              ? 'controls.twoFactor.turnedOn'
              : 'controls.twoFactor.turnedOff',
          }),
        );
      } else {
        showUserErrors(userErrors);
      }
    } catch (failure) {
      setConfirming(false);
      showFailure(failure);
    }
  };

  return { error, clear, updating, confirming, setConfirming, update };
}
