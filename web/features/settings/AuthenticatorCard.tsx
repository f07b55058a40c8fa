import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AuthenticatorCard_viewer$key } from '../../__generated__/AuthenticatorCard_viewer.graphql';
import type { AuthenticatorCardRemoveMutation } from '../../__generated__/AuthenticatorCardRemoveMutation.graphql';
import type { AuthenticatorCardStartMutation } from '../../__generated__/AuthenticatorCardStartMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { formatDate } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { AuthenticatorSetupPanel } from '../../domain/auth/AuthenticatorSetupPanel';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { useCommit } from '../../relay/useCommit';
import { useConfirmAuthenticator } from '../../domain/auth/useConfirmAuthenticator';
import { useRefreshTwoFactorMethods } from './useRefreshTwoFactorMethods';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormSection } from '../../ui/FormSection';
import { useDialogError } from '../../ui/useDialogError';
import type { ReactNode } from 'react';
import { SettingRow } from './SettingRow';
import { RemoveButton } from '../../ui/RemoveButton';

/** The server code for a wrong password. */
const WRONG_PASSWORD = 'U-ACC-2FA-4';

type PendingSetup = { secret: string; otpauthUri: string };

/** What reports a failure on the card (useDialogError's). */
type CardError = Pick<
  ReturnType<typeof useDialogError>,
  'clear' | 'showUserErrors' | 'showFailure'
>;

/** Starting the app's setup: the secret and its QR code to show, or the refusal on the card. */
function useAuthenticatorSetupStart({ clear, showUserErrors, showFailure }: CardError) {
  const [setup, setSetup] = useState<PendingSetup | null>(null);
  const [commitStart, starting] = useCommit<AuthenticatorCardStartMutation>(graphql`
    mutation AuthenticatorCardStartMutation {
      authenticatorSetupStart {
        secret
        otpauthUri
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const startSetup = async () => {
    clear();
    try {
      const { secret, otpauthUri, userErrors } = (await commitStart({ variables: {} }))
        .authenticatorSetupStart;
      if (secret && otpauthUri && userErrors.length === 0) setSetup({ secret, otpauthUri });
      else showUserErrors(userErrors);
    } catch (failure) {
      showFailure(failure);
    }
  };

  return { setup, setSetup, starting, startSetup };
}

/** Removing the app behind the password dialog (`removing` while it is open). */
function useAuthenticatorRemoval({ showUserErrors, showFailure }: CardError) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const refresh = useRefreshTwoFactorMethods();
  const [removing, setRemoving] = useState(false);
  const [commitRemove] = useCommit<AuthenticatorCardRemoveMutation>(graphql`
    mutation AuthenticatorCardRemoveMutation($input: AuthenticatorRemoveInput!) {
      authenticatorRemove(input: $input) {
        viewer {
          usedTwoFactor
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  /** Removes the app once the password is confirmed; a wrong password stays in the dialog, anything else closes it with the message on the card. */
  const remove = async (password: string): Promise<string | null> => {
    try {
      const { viewer: changed, userErrors } = (
        await commitRemove({ variables: { input: { password } } })
      ).authenticatorRemove;
      if (changed && userErrors.length === 0) {
        await refresh();
        setRemoving(false);
        toastSuccess(intl.formatMessage({ id: 'security.authenticator.removed' }));
        return null;
      }
      const [first] = userErrors;
      if (first && (first.code === WRONG_PASSWORD || first.field === 'password'))
        return errorMessage(first.code, first.message);
      showUserErrors(userErrors);
    } catch (failure) {
      showFailure(failure);
    }
    setRemoving(false);
    return null;
  };

  return { removing, setRemoving, remove };
}

/** Two-factor authentication: the authenticator app's status, setting it up and removing it. */
export function AuthenticatorCard({ viewer }: { viewer: AuthenticatorCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AuthenticatorCard_viewer on Viewer {
        twoFactorMethods {
          type
          createdAt
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const refresh = useRefreshTwoFactorMethods();
  const confirmCode = useConfirmAuthenticator();
  const dialogError = useDialogError();
  const { error, clear } = dialogError;
  const { setup, setSetup, starting, startSetup } = useAuthenticatorSetupStart(dialogError);
  const { removing, setRemoving, remove } = useAuthenticatorRemoval(dialogError);
  const authenticator = data.twoFactorMethods.find((method) => method.type === 'AUTHENTICATOR_APP');

  const confirmed = async () => {
    await refresh();
    setSetup(null);
    toastSuccess(intl.formatMessage({ id: 'security.authenticator.added' }));
  };

  return (
    <>
      <FormSection
        data-testid="two-factor-card"
        title={<FormattedMessage id="security.twoFactor.heading" />}
        description={<FormattedMessage id="security.twoFactor.description" />}
      >
        <Stack gap="5">
          <FormErrorAlert message={error} testId="security-error" />
          <AuthenticatorStatus createdAt={authenticator?.createdAt ?? null}>
            {authenticator ? (
              <RemoveButton
                size="sm"
                testId="authenticator-remove"
                onClick={() => {
                  clear();
                  setRemoving(true);
                }}
              >
                <FormattedMessage id="security.authenticator.remove" />
              </RemoveButton>
            ) : setup ? null : (
              <Button
                colorPalette="brand"
                size="sm"
                loading={starting}
                data-testid="authenticator-set-up"
                onClick={() => void startSetup()}
              >
                <FormattedMessage id="security.authenticator.setUp" />
              </Button>
            )}
          </AuthenticatorStatus>
          {setup && !authenticator ? (
            <AuthenticatorSetupPanel
              secret={setup.secret}
              otpauthUri={setup.otpauthUri}
              onCancel={() => setSetup(null)}
              submitCode={confirmCode}
              onConfirmed={confirmed}
            />
          ) : null}
        </Stack>
      </FormSection>
      <PasswordConfirmDialog
        open={removing}
        title={<FormattedMessage id="security.authenticator.removeTitle" />}
        body={<FormattedMessage id="security.authenticator.removeBody" />}
        confirmLabel={<FormattedMessage id="security.authenticator.remove" />}
        destructive
        onClose={() => setRemoving(false)}
        onConfirm={remove}
      />
    </>
  );
}

/** Whether the authenticator app is set up (and since when), with what can be done about it. */
function AuthenticatorStatus({
  createdAt,
  children,
}: {
  createdAt: string | null;
  children: ReactNode;
}) {
  const { language } = useLanguage();
  return (
    <SettingRow data-testid="authenticator-status" data-set-up={createdAt ? 'true' : 'false'}>
      <Box>
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">
            <FormattedMessage id="security.authenticator.name" />
          </Text>
          {createdAt ? (
            <Badge colorPalette="green" variant="subtle">
              <FormattedMessage
                id="security.authenticator.setUpOn"
                values={{ date: formatDate(createdAt, language) }}
              />
            </Badge>
          ) : (
            <Badge colorPalette="gray" variant="subtle">
              <FormattedMessage id="security.authenticator.notSetUp" />
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm" marginTop="1">
          <FormattedMessage id="security.authenticator.hint" />
        </Text>
      </Box>
      {children}
    </SettingRow>
  );
}
