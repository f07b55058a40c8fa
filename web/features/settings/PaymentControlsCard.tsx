import { Separator, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentControlsCard_viewer$key } from '../../__generated__/PaymentControlsCard_viewer.graphql';
import { ControlsNoPermissionNote } from './ControlsNoPermissionNote';
import { ControlSwitch } from './ControlSwitch';
import { CONTROLS, controlMessage } from './paymentControls';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { SettingsCard } from './SettingsCard';
import { SelfApprovalCodeDialog } from './SelfApprovalCodeDialog';
import { usePaymentControlsChange } from './usePaymentControlsChange';

/** The switches the card shows, as the page reads them and the change answers them (spread unmasked). */
export const paymentControlsFields = graphql`
  fragment PaymentControlsCard_controls on Organization {
    id
    twoFactorRequired
    selfApprovalAllowed
    transfersActive
    paymentsActive
    balanceShortfallRefused
  }
`;

/**
 * The payment and transfer controls of spec section 6: whether a Maker &
 * Approver may approve their own work, whether creating transfers and
 * payments is active, and whether an order that would take its source
 * account below its available balance is refused rather than warned about.
 * A switch applies at once (Relay rolls it back if the change is refused),
 * except letting makers approve their own, which first asks for a current
 * code of the owner's authenticator app; members without `settings:manage`
 * see them disabled.
 */
export function PaymentControlsCard({ viewer }: { viewer: PaymentControlsCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentControlsCard_viewer on Viewer {
        permissions
        organization {
          ...PaymentControlsCard_controls @relay(mask: false)
        }
      }
    `,
    viewer,
  );
  const canManage = data.permissions.includes('settings:manage');
  const organization = data.organization;
  const { error, updating, askingCode, closeCode, change, allowSelfApproval } =
    usePaymentControlsChange(organization);

  return (
    <SettingsCard
      testId="payment-controls"
      title={{ id: 'controls.section.payments' }}
      description={{ id: 'controls.section.paymentsHint' }}
      note={canManage ? null : <ControlsNoPermissionNote testId="payment-controls-no-permission" />}
    >
      <Stack gap="5" separator={<Separator />}>
        <FormErrorAlert message={error} testId="payment-controls-error" />
        {CONTROLS.map((control) => (
          <ControlSwitch
            key={control.key}
            data-testid={control.testId}
            label={<FormattedMessage {...controlMessage(control, 'label')} />}
            description={<FormattedMessage {...controlMessage(control, 'description')} />}
            checked={organization[control.key]}
            disabled={!canManage || updating}
            onChange={(checked) => void change(control, checked)}
          />
        ))}
      </Stack>
      <SelfApprovalCodeDialog open={askingCode} onClose={closeCode} onConfirm={allowSelfApproval} />
    </SettingsCard>
  );
}
