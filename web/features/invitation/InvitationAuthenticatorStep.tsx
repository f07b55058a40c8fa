import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AuthenticatorSetupPanel } from '../../domain/auth/AuthenticatorSetupPanel';
import { useConfirmAuthenticator } from '../../domain/auth/useConfirmAuthenticator';
import { AuthPageHeading } from '../../domain/auth/AuthPageHeading';
import type { StartedSetup } from '../../domain/auth/startedSetup';
import { FormErrorAlert } from '../../ui/FormErrorAlert';

type InvitationAuthenticatorStepProps = {
  setup: StartedSetup;
  /** Leaves for the app: after confirming the code, or when skipping. */
  onDone: (confirmed: boolean) => Promise<void>;
};

/**
 * After joining from an invitation: set up two-step verification with an
 * authenticator app (QR code, manual key, 6-digit code), or skip it for now.
 */
export function InvitationAuthenticatorStep({ setup, onDone }: InvitationAuthenticatorStepProps) {
  const confirmCode = useConfirmAuthenticator();
  return (
    <Stack gap="6" data-testid="invitation-two-factor">
      <AuthPageHeading
        title={<FormattedMessage id="invitation.twoFactor.title" />}
        subtitle={<FormattedMessage id="invitation.twoFactor.body" />}
      />
      {'error' in setup ? (
        <>
          <FormErrorAlert message={setup.error} />
          <Button
            colorPalette="brand"
            size="lg"
            alignSelf="flex-start"
            onClick={() => void onDone(false)}
          >
            <FormattedMessage id="invitation.twoFactor.continue" />
          </Button>
        </>
      ) : (
        <AuthenticatorSetupPanel
          secret={setup.secret}
          otpauthUri={setup.otpauthUri}
          cancelLabel={<FormattedMessage id="invitation.twoFactor.skip" />}
          onCancel={() => void onDone(false)}
          submitCode={confirmCode}
          onConfirmed={() => onDone(true)}
        />
      )}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="invitation.twoFactor.later" />
      </Text>
    </Stack>
  );
}
