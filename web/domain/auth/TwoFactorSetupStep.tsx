import { Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { TwoFactorSetupStepConfirmMutation } from '../../__generated__/TwoFactorSetupStepConfirmMutation.graphql';
import type { TwoFactorSetupStepStartMutation } from '../../__generated__/TwoFactorSetupStepStartMutation.graphql';
import { StepBackButton } from './StepBackButton';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthenticatorSetupPanel } from './AuthenticatorSetupPanel';
import { useCommit } from '../../relay/useCommit';
import { startedSetupOf } from './startedSetup';
import { useSignInCodeCheck } from './useSignInCodeCheck';
import { AuthPageHeading } from './AuthPageHeading';
import { AuthActionButton } from './AuthSubmitButton';
import { FormErrorAlert } from '../../ui/FormErrorAlert';

type TwoFactorSetupStepProps = {
  /** Returns to the email and password step, with a message when the pending sign-in expired. */
  onBack: (message?: string) => void;
  onSignedIn: () => void;
};

/**
 * The organisation requires two-step verification and the person signing in
 * has none: they set up an authenticator app (QR code, manual key, 6-digit
 * code) and the sign-in completes with it.
 */
export function TwoFactorSetupStep({ onBack, onSignedIn }: TwoFactorSetupStepProps) {
  const errorMessage = useErrorMessage();
  const checkCode = useSignInCodeCheck(onBack);
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commitStart, starting] = useCommit<TwoFactorSetupStepStartMutation>(graphql`
    mutation TwoFactorSetupStepStartMutation {
      signInTwoFactorSetupStart {
        ...startedSetup_payload
      }
    }
  `);
  const [commitConfirm] = useCommit<TwoFactorSetupStepConfirmMutation>(graphql`
    mutation TwoFactorSetupStepConfirmMutation($input: AuthenticatorSetupConfirmInput!) {
      signInTwoFactorSetupConfirm(input: $input) {
        ...signInOutcome_payload
      }
    }
  `);

  const start = async () => {
    setError(null);
    const started = await commitStart({ variables: {} }).then(
      (response) => startedSetupOf(response.signInTwoFactorSetupStart, errorMessage),
      () => ({ error: errorMessage(null), expired: false }),
    );
    if (!('error' in started)) setSetup(started);
    else if (started.expired) onBack(started.error);
    else setError(started.error);
  };

  const submitCode = useCallback(
    (code: string) =>
      checkCode(
        commitConfirm({ variables: { input: { code } } }).then(
          (response) => response.signInTwoFactorSetupConfirm,
        ),
      ),
    [checkCode, commitConfirm],
  );

  return (
    <Stack gap="6" data-testid="two-factor-setup-step">
      <StepBackButton onClick={() => onBack()} />
      <AuthPageHeading
        title={<FormattedMessage id="login.twoFactorSetup.title" />}
        subtitle={<FormattedMessage id="login.twoFactorSetup.body" />}
      />
      <FormErrorAlert message={error} testId="login-error" />
      {setup ? (
        <AuthenticatorSetupPanel
          secret={setup.secret}
          otpauthUri={setup.otpauthUri}
          cancelLabel={<FormattedMessage id="login.twoFactor.back" />}
          onCancel={() => onBack()}
          submitCode={submitCode}
          onConfirmed={async () => onSignedIn()}
        />
      ) : (
        <AuthActionButton
          loading={starting}
          onClick={() => void start()}
          testId="two-factor-setup-start"
        >
          <FormattedMessage id="login.twoFactorSetup.start" />
        </AuthActionButton>
      )}
    </Stack>
  );
}
