import { Dialog, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { TwoFactorEnforcementCard_viewer$key } from '../../__generated__/TwoFactorEnforcementCard_viewer.graphql';
import { ControlSwitch } from './ControlSwitch';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { DialogFrame } from '../../ui/DialogFrame';
import { FormDialogFooter } from '../../ui/FormDialog';
import { FormSection } from '../../ui/FormSection';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { useTwoFactorEnforcementUpdate } from './useTwoFactorEnforcementUpdate';

/** The permission `organizationSettingsUpdate` needs. */
const MANAGE_SETTINGS = 'settings:manage';

/**
 * The company control "Require two-factor authentication at sign-in". Turning
 * it on asks for confirmation first (it can end sessions, the viewer's own
 * too); turning it off applies at once. Members without `settings:manage` see
 * it disabled.
 */
export function TwoFactorEnforcementCard({
  viewer,
}: {
  viewer: TwoFactorEnforcementCard_viewer$key;
}) {
  const data = useFragment(
    graphql`
      fragment TwoFactorEnforcementCard_viewer on Viewer {
        permissions
        usedTwoFactor
        organization {
          id
          twoFactorRequired
        }
      }
    `,
    viewer,
  );
  const canManage = data.permissions.includes(MANAGE_SETTINGS);
  const { id: organizationId, twoFactorRequired } = data.organization;
  const { error, clear, updating, confirming, setConfirming, update } =
    useTwoFactorEnforcementUpdate(organizationId);

  return (
    <>
      <FormSection
        data-testid="two-factor-enforcement"
        title={<FormattedMessage id="controls.section.signIn" />}
        description={<FormattedMessage id="controls.section.signInHint" />}
      >
        <Stack gap="5">
          <FormErrorAlert message={error} testId="controls-error" />
          <ControlSwitch
            data-testid="two-factor-enforcement-switch"
            data-required={twoFactorRequired ? 'true' : 'false'}
            label={<FormattedMessage id="controls.twoFactor.label" />}
            description={<FormattedMessage id="controls.twoFactor.description" />}
            hint={
              canManage
                ? null
                : {
                    text: <FormattedMessage id="controls.twoFactor.noPermission" />,
                    testId: 'controls-no-permission',
                  }
            }
            checked={twoFactorRequired}
            disabled={!canManage || updating}
            onChange={(checked) => {
              if (checked) {
                clear();
                setConfirming(true);
              } else {
                void update(false);
              }
            }}
          />
        </Stack>
      </FormSection>
      <EnforcementConfirmDialog
        open={confirming}
        updating={updating}
        usedTwoFactor={data.usedTwoFactor}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void update(true)}
      />
    </>
  );
}

/** Asks before requiring a second factor of everyone, warning when the member's own session was opened without one. */
function EnforcementConfirmDialog({
  open,
  updating,
  usedTwoFactor,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  updating: boolean;
  usedTwoFactor: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      busy={updating}
      role="alertdialog"
      testId="two-factor-enforcement-dialog"
    >
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="controls.twoFactor.confirmTitle" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="controls.twoFactor.confirmBody" />
          </Text>
          {usedTwoFactor ? null : (
            <NoticeAlert
              status="warning"
              testId="controls-own-session"
              title={<FormattedMessage id="controls.twoFactor.confirmOwnSession" />}
            />
          )}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter
        onCancel={onCancel}
        submitting={updating}
        submitLabel={<FormattedMessage id="controls.twoFactor.confirm" />}
        submitTestId="two-factor-enforcement-confirm"
        onSubmit={onConfirm}
      />
    </DialogFrame>
  );
}
