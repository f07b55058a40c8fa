import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { InternalAccountDeleteDialogMutation } from '../../__generated__/InternalAccountDeleteDialogMutation.graphql';
import { toaster } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import type { AccountToDelete } from './InternalAccountRow';

type InternalAccountDeleteDialogProps = {
  open: boolean;
  account: AccountToDelete | null;
  onClose: () => void;
  /** Reloads the list; the dialog closes once it resolves. */
  onDeleted: () => Promise<unknown>;
};

/**
 * Asks before deleting an internal account, naming it with its bank and
 * number. A refusal (for example an account with reconciled statements)
 * shows in the catalogue's words of its code, and nothing is deleted.
 */
export function InternalAccountDeleteDialog({ open, account, onClose, onDeleted }: InternalAccountDeleteDialogProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [commitDelete, deleting] = useMutation<InternalAccountDeleteDialogMutation>(graphql`
    mutation InternalAccountDeleteDialogMutation($input: BankAccountDeleteInput!) {
      bankAccountDelete(input: $input) {
        deletedBankAccountId
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const confirm = () => {
    if (!account) return;
    setError(null);
    commitDelete({
      variables: { input: { bankAccountId: account.id } },
      onCompleted: ({ bankAccountDelete }) => {
        if (!bankAccountDelete.deletedBankAccountId) {
          const [first] = bankAccountDelete.userErrors;
          setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
          return;
        }
        setFinishing(true);
        void onDeleted().finally(() => {
          setFinishing(false);
          onClose();
          toaster.create({
            type: 'success',
            title: intl.formatMessage({ id: 'internalAccounts.deleted' }, { alias: account.alias }),
            closable: true,
          });
        });
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
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
          <Dialog.Content data-testid="internal-account-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="internalAccounts.deleteDialog.title" values={{ alias: account?.alias ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id="internalAccounts.deleteDialog.body" values={{ bank: account?.bankName ?? '', number: account?.accountNumber ?? '' }} />
                </Text>
                {error ? (
                  <Alert.Root status="error" data-testid="internal-account-delete-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={deleting || finishing}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={deleting || finishing} data-testid="internal-account-delete-confirm">
                <FormattedMessage id="internalAccounts.deleteDialog.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
