import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ApiKeyRevokeDialogMutation } from '../../__generated__/ApiKeyRevokeDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';
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
  const [commitRevoke] = useCommit<ApiKeyRevokeDialogMutation>(graphql`
    mutation ApiKeyRevokeDialogMutation($input: ApiKeyRevokeInput!) {
      apiKeyRevoke(input: $input) {
        apiKey {
          id
          ...ApiKeyRow_apiKey
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const name = apiKey?.name ?? '';

  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      commit={
        apiKey
          ? () =>
              commitRevoke({ variables: { input: { apiKeyId: apiKey.id } } }).then(
                (response) => response.apiKeyRevoke,
              )
          : null
      }
      done={(payload) => Boolean(payload.apiKey) && payload.userErrors.length === 0}
      doneMessage={intl.formatMessage({ id: 'apiKeys.revoked' }, { name })}
      testId="api-key-revoke"
      title={<FormattedMessage id="apiKeys.revokeDialog.title" values={{ name }} />}
      body={<FormattedMessage id="apiKeys.revokeDialog.body" />}
      confirmLabel={<FormattedMessage id="apiKeys.revokeDialog.confirm" />}
    />
  );
}
