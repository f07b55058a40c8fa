import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { AuthenticatorCard_viewer$key } from '../../__generated__/AuthenticatorCard_viewer.graphql';
import type { AuthenticatorCardRemoveMutation } from '../../__generated__/AuthenticatorCardRemoveMutation.graphql';
import type { AuthenticatorCardStartMutation } from '../../__generated__/AuthenticatorCardStartMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { formatDate } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { AuthenticatorSetupPanel } from '../../ui/auth/AuthenticatorSetupPanel';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { useConfirmAuthenticator } from '../../ui/auth/useConfirmAuthenticator';
import { useRefreshTwoFactorMethods } from './useRefreshTwoFactorMethods';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormSection } from '../../ui/FormSection';
import type { ReactNode } from 'react';

/** The server code for a wrong password. */
const WRONG_PASSWORD = 'U-ACC-2FA-4';

type PendingSetup = { secret: string; otpauthUri: string };

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
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const refresh = useRefreshTwoFactorMethods();
  const confirmCode = useConfirmAuthenticator();
  const [setup, setSetup] = useState<PendingSetup | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const authenticator = data.twoFactorMethods.find((method) => method.type === 'AUTHENTICATOR_APP');

  const [commitStart, starting] = useMutation<AuthenticatorCardStartMutation>(graphql`
    mutation AuthenticatorCardStartMutation {
      authenticatorSetupStart {
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
  const [commitRemove] = useMutation<AuthenticatorCardRemoveMutation>(graphql`
    mutation AuthenticatorCardRemoveMutation($input: AuthenticatorRemoveInput!) {
      authenticatorRemove(input: $input) {
        viewer {
          usedTwoFactor
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const startSetup = () => {
    setError(null);
    commitStart({
      variables: {},
      onCompleted: (response) => {
        const { secret, otpauthUri, userErrors } = response.authenticatorSetupStart;
        if (secret && otpauthUri && userErrors.length === 0) {
          setSetup({ secret, otpauthUri });
          return;
        }
        const [first] = userErrors;
        setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };

  const remove = (password: string) =>
    new Promise<string | null>((resolve) => {
      commitRemove({
        variables: { input: { password } },
        onCompleted: (response) => {
          const { viewer: changed, userErrors } = response.authenticatorRemove;
          if (changed && userErrors.length === 0) {
            void refresh().then(() => {
              setRemoving(false);
              toastSuccess(intl.formatMessage({ id: 'security.authenticator.removed' }));
              resolve(null);
            });
            return;
          }
          const [first] = userErrors;
          if (first && (first.code === WRONG_PASSWORD || first.field === 'password')) {
            resolve(errorMessage(first.code, first.message));
            return;
          }
          setRemoving(false);
          setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
          resolve(null);
        },
        onError: (failure) => {
          setRemoving(false);
          setError(mutationFailure(failure));
          resolve(null);
        },
      });
    });

  const confirmed = async () => {
    await refresh();
    setSetup(null);
    toastSuccess(intl.formatMessage({ id: 'security.authenticator.added' }));
  };

  return (
    <>
      <FormSection data-testid="two-factor-card" title={<FormattedMessage id="security.twoFactor.heading" />} description={<FormattedMessage id="security.twoFactor.description" />}>
        <Stack gap="5">
          <FormErrorAlert message={error} testId="security-error" />
          <AuthenticatorStatus createdAt={authenticator?.createdAt ?? null}>
            {authenticator ? (
              <Button
                variant="outline"
                colorPalette="red"
                size="sm"
                data-testid="authenticator-remove"
                onClick={() => {
                  setError(null);
                  setRemoving(true);
                }}
              >
                <FormattedMessage id="security.authenticator.remove" />
              </Button>
            ) : setup ? null : (
              <Button colorPalette="brand" size="sm" loading={starting} data-testid="authenticator-set-up" onClick={startSetup}>
                <FormattedMessage id="security.authenticator.setUp" />
              </Button>
            )}
          </AuthenticatorStatus>
          {setup && !authenticator ? (
            <AuthenticatorSetupPanel secret={setup.secret} otpauthUri={setup.otpauthUri} onCancel={() => setSetup(null)} submitCode={confirmCode} onConfirmed={confirmed} />
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
function AuthenticatorStatus({ createdAt, children }: { createdAt: string | null; children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <Flex
      gap="4"
      justifyContent="space-between"
      alignItems={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      data-testid="authenticator-status"
      data-set-up={createdAt ? 'true' : 'false'}
    >
      <Box>
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">
            <FormattedMessage id="security.authenticator.name" />
          </Text>
          {createdAt ? (
            <Badge colorPalette="green" variant="subtle">
              <FormattedMessage id="security.authenticator.setUpOn" values={{ date: formatDate(createdAt, language) }} />
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
    </Flex>
  );
}
