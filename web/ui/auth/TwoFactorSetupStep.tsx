import { Button, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { TwoFactorSetupStepConfirmMutation } from '../../__generated__/TwoFactorSetupStepConfirmMutation.graphql';
import type { TwoFactorSetupStepStartMutation } from '../../__generated__/TwoFactorSetupStepStartMutation.graphql';
import { StepBackButton } from './StepBackButton';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { AuthenticatorSetupPanel } from './AuthenticatorSetupPanel';
import { codeCheckOf, type CodeCheck } from './codeCheck';
import { SIGN_IN_EXPIRED } from './usePasskeySignIn';
import { AuthPageHeading } from './AuthPageHeading';
import { FormErrorAlert } from '../FormErrorAlert';

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
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commitStart, starting] = useMutation<TwoFactorSetupStepStartMutation>(graphql`
    mutation TwoFactorSetupStepStartMutation {
      signInTwoFactorSetupStart {
        secret
        otpauthUri
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitConfirm] = useMutation<TwoFactorSetupStepConfirmMutation>(graphql`
    mutation TwoFactorSetupStepConfirmMutation($input: AuthenticatorSetupConfirmInput!) {
      signInTwoFactorSetupConfirm(input: $input) {
        viewer {
          user {
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

  const start = () => {
    setError(null);
    commitStart({
      variables: {},
      onCompleted: (response) => {
        const { secret, otpauthUri, userErrors } = response.signInTwoFactorSetupStart;
        if (secret && otpauthUri) {
          setSetup({ secret, otpauthUri });
          return;
        }
        const [first] = userErrors;
        const message = first ? errorMessage(first.code, first.message) : errorMessage(null);
        if (userErrors.some((item) => item.code === SIGN_IN_EXPIRED)) onBack(message);
        else setError(message);
      },
      onError: () => setError(errorMessage(null)),
    });
  };

  const submitCode = useCallback(
    (code: string) =>
      new Promise<CodeCheck>((resolve) => {
        commitConfirm({
          variables: { input: { code } },
          onCompleted: (response) => {
            const { viewer, userErrors } = response.signInTwoFactorSetupConfirm;
            const expired = userErrors.find((item) => item.code === SIGN_IN_EXPIRED);
            if (expired) {
              onBack(errorMessage(expired.code, expired.message));
              resolve({ ok: false });
              return;
            }
            resolve(codeCheckOf(userErrors, Boolean(viewer), errorMessage));
          },
          onError: () => resolve({ ok: false, formError: errorMessage(null) }),
        });
      }),
    [commitConfirm, errorMessage, onBack],
  );

  return (
    <Stack gap="6" data-testid="two-factor-setup-step">
      <StepBackButton onClick={() => onBack()} />
      <AuthPageHeading title={<FormattedMessage id="login.twoFactorSetup.title" />} subtitle={<FormattedMessage id="login.twoFactorSetup.body" />} />
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
        <Button colorPalette="brand" size="lg" width="full" loading={starting} onClick={start} data-testid="two-factor-setup-start">
          <FormattedMessage id="login.twoFactorSetup.start" />
        </Button>
      )}
    </Stack>
  );
}
