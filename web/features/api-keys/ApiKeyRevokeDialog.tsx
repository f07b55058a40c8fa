import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { ApiKeyRevokeDialogMutation } from '../../__generated__/ApiKeyRevokeDialogMutation.graphql';
import { toaster } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import type { ApiKeyToRevoke } from './ApiKeyRow';

type ApiKeyRevokeDialogProps = {
  open: boolean;
  apiKey: ApiKeyToRevoke | null;
  onClose: () => void;
};

/**
 * Asks before revoking a key, naming it and saying what follows: requests with
 * it are refused from the next one on, for good. The row shows Revoked from
 * the server's answer.
 */
export function ApiKeyRevokeDialog({ open, apiKey, onClose }: ApiKeyRevokeDialogProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [error, setError] = useState<string | null>(null);
  const [commitRevoke, revoking] = useMutation<ApiKeyRevokeDialogMutation>(graphql`
    mutation ApiKeyRevokeDialogMutation($input: ApiKeyRevokeInput!) {
      apiKeyRevoke(input: $input) {
        apiKey {
          id
          ...ApiKeyRow_apiKey
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const name = apiKey?.name ?? '';

  const confirm = () => {
    if (!apiKey) return;
    setError(null);
    commitRevoke({
      variables: { input: { apiKeyId: apiKey.id } },
      onCompleted: (response) => {
        const { apiKey: revoked, userErrors } = response.apiKeyRevoke;
        if (revoked && userErrors.length === 0) {
          onClose();
          toaster.create({
            type: 'success',
            title: intl.formatMessage({ id: 'apiKeys.revoked' }, { name }),
            closable: true,
          });
          return;
        }
        const [first] = userErrors;
        setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !revoking) onClose();
      }}
      onExitComplete={() => setError(null)}
      role="alertdialog"
      lazyMount
      unmountOnExit
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="api-key-revoke-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="apiKeys.revokeDialog.title" values={{ name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id="apiKeys.revokeDialog.body" />
                </Text>
                {error ? (
                  <Alert.Root status="error" data-testid="api-key-revoke-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={revoking}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={revoking} data-testid="api-key-revoke-confirm">
                <FormattedMessage id="apiKeys.revokeDialog.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
