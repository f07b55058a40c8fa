import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { ApiKeyRevokeDialogMutation } from '../../__generated__/ApiKeyRevokeDialogMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogError } from '../../ui/useDialogError';
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
  const { error, clear, showUserErrors, showFailure } = useDialogError();
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
    clear();
    commitRevoke({
      variables: { input: { apiKeyId: apiKey.id } },
      onCompleted: (response) => {
        const { apiKey: revoked, userErrors } = response.apiKeyRevoke;
        if (revoked && userErrors.length === 0) {
          onClose();
          toastSuccess(intl.formatMessage({ id: 'apiKeys.revoked' }, { name }));
          return;
        }
        showUserErrors(userErrors);
      },
      onError: showFailure,
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={confirm}
      onExitComplete={clear}
      busy={revoking}
      error={error}
      testId="api-key-revoke"
      title={<FormattedMessage id="apiKeys.revokeDialog.title" values={{ name }} />}
      body={<FormattedMessage id="apiKeys.revokeDialog.body" />}
      confirmLabel={<FormattedMessage id="apiKeys.revokeDialog.confirm" />}
    />
  );
}
