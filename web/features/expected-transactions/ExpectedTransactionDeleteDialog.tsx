import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ExpectedTransactionDeleteDialogMutation } from '../../__generated__/ExpectedTransactionDeleteDialogMutation.graphql';
import { toaster } from '../../ui/toaster';
import { formatDate } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useMutationFailure } from '../../relay/useMutationFailure';

/** What the dialog names when it asks. */
export type ExpectedTransactionToDelete = { id: string; description: string; amount: string; date: string };

type ExpectedTransactionDeleteDialogProps = {
  /** The expected transaction to delete; the dialog is open while set. */
  expectedTransaction: ExpectedTransactionToDelete | null;
  /** The list it is shown in, to take it out of. */
  connectionId: string;
  onClose: () => void;
};

/**
 * Asks before deleting an expected transaction, naming its description,
 * amount and date. The service refuses one that is (partially) reconciled;
 * the dialog then shows why and deletes nothing.
 */
export function ExpectedTransactionDeleteDialog({ expectedTransaction, connectionId, onClose }: ExpectedTransactionDeleteDialogProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [error, setError] = useState<string | null>(null);
  const [commitDelete, deleting] = useMutation<ExpectedTransactionDeleteDialogMutation>(graphql`
    mutation ExpectedTransactionDeleteDialogMutation($input: ExpectedTransactionDeleteInput!) {
      expectedTransactionDelete(input: $input) {
        deletedExpectedTransactionId
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const confirm = () => {
    if (!expectedTransaction) return;
    setError(null);
    commitDelete({
      variables: { input: { expectedTransactionId: expectedTransaction.id } },
      updater: (store) => {
        const deleted = store.getRootField('expectedTransactionDelete')?.getValue('deletedExpectedTransactionId');
        const connection = store.get(connectionId);
        if (typeof deleted !== 'string' || !connection) return;
        ConnectionHandler.deleteNode(connection, deleted);
        const total = connection.getValue('totalCount');
        if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
      },
      onCompleted: (response) => {
        const { deletedExpectedTransactionId, userErrors } = response.expectedTransactionDelete;
        if (!deletedExpectedTransactionId) {
          const [first] = userErrors;
          setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
          return;
        }
        onClose();
        toaster.create({
          type: 'success',
          title: intl.formatMessage({ id: 'expectedTransactions.deleted' }, { description: expectedTransaction.description }),
          closable: true,
        });
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };

  return (
    <Dialog.Root
      open={expectedTransaction !== null}
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
          <Dialog.Content data-testid="expected-transaction-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="expectedTransactions.deleteDialog.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage
                    id="expectedTransactions.deleteDialog.body"
                    values={{
                      description: expectedTransaction?.description ?? '',
                      amount: expectedTransaction?.amount ?? '',
                      date: expectedTransaction ? formatDate(expectedTransaction.date, language) : '',
                      strong: (chunks) => <strong>{chunks}</strong>,
                    }}
                  />
                </Text>
                {error ? (
                  <Alert.Root status="error" data-testid="expected-transaction-delete-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={deleting}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={deleting} data-testid="expected-transaction-delete-confirm">
                <FormattedMessage id="expectedTransactions.deleteDialog.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
