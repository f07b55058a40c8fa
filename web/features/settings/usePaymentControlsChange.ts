import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentControlsCard_viewer$data } from '../../__generated__/PaymentControlsCard_viewer.graphql';
import type { usePaymentControlsChangeMutation } from '../../__generated__/usePaymentControlsChangeMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import { useRefusalMessage } from '../../ui/useRefusalMessage';
import { CONTROLS, controlMessage } from './paymentControls';

/**
 * How the payment controls change: `change` applies a switch at once (Relay
 * rolls it back if the change is refused) except letting makers approve
 * their own, which opens the code dialog (`askingCode`) whose code
 * `allowSelfApproval` sends; `error` holds a refusal, `updating` while one
 * is sent.
 */
export function usePaymentControlsChange(
  organization: PaymentControlsCard_viewer$data['organization'],
) {
  const intl = useIntl();
  const { error, clear, showUserErrors, showFailure } = useDialogError();
  const { ofUserErrors, ofFailure } = useRefusalMessage();
  const [askingCode, setAskingCode] = useState(false);

  const [commit, updating] = useCommit<usePaymentControlsChangeMutation>(graphql`
    mutation usePaymentControlsChangeMutation($input: OrganizationSettingsUpdateInput!) {
      organizationSettingsUpdate(input: $input) {
        organization {
          ...PaymentControlsCard_controls @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  /** Applies a switch at once; Relay rolls it back if the change is refused. */
  const change = async (control: (typeof CONTROLS)[number], checked: boolean) => {
    clear();
    if (control.key === 'selfApprovalAllowed' && checked) {
      setAskingCode(true);
      return;
    }
    try {
      const response = await commit({
        variables: { input: { [control.key]: checked } },
        optimisticResponse: {
          organizationSettingsUpdate: {
            organization: { ...organization, [control.key]: checked },
            userErrors: [],
          },
        },
      });
      const { organization: saved, userErrors } = response.organizationSettingsUpdate;
      if (saved && userErrors.length === 0)
        toastSuccess(
          intl.formatMessage(
            controlMessage(control, saved[control.key] ? 'turnedOn' : 'turnedOff'),
          ),
        );
      else showUserErrors(userErrors);
    } catch (failure) {
      showFailure(failure);
    }
  };

  /** Lets makers approve their own with the owner's code: answers the refusal's words, or null once it is on. */
  const allowSelfApproval = async (code: string): Promise<string | null> => {
    try {
      const response = await commit({ variables: { input: { selfApprovalAllowed: true, code } } });
      const { organization: saved, userErrors } = response.organizationSettingsUpdate;
      if (!saved || userErrors.length > 0) return ofUserErrors(userErrors);
      setAskingCode(false);
      toastSuccess(
        intl.formatMessage(
          controlMessage(
            CONTROLS.find((control) => control.key === 'selfApprovalAllowed')!,
            'turnedOn',
          ),
        ),
      );
      return null;
    } catch (failure) {
      return ofFailure(failure) ?? ofUserErrors([]);
    }
  };

  return {
    error,
    updating,
    askingCode,
    closeCode: () => setAskingCode(false),
    change,
    allowSelfApproval,
  };
}
