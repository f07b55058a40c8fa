import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ExpectedTransactionDeleteDialogMutation } from '../../__generated__/ExpectedTransactionDeleteDialogMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogError } from '../../ui/useDialogError';

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
  const { error, clear, showUserErrors, showFailure } = useDialogError();
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
    clear();
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
          showUserErrors(userErrors);
          return;
        }
        onClose();
        toastSuccess(intl.formatMessage({ id: 'expectedTransactions.deleted' }, { description: expectedTransaction.description }));
      },
      onError: showFailure,
    });
  };

  return (
    <ConfirmDialog
      open={expectedTransaction !== null}
      onClose={onClose}
      onConfirm={confirm}
      onExitComplete={clear}
      busy={deleting}
      error={error}
      testId="expected-transaction-delete"
      title={<FormattedMessage id="expectedTransactions.deleteDialog.title" />}
      body={
        <FormattedMessage
          id="expectedTransactions.deleteDialog.body"
          values={{
            description: expectedTransaction?.description ?? '',
            amount: expectedTransaction?.amount ?? '',
            date: expectedTransaction ? formatDate(expectedTransaction.date, language) : '',
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      }
      confirmLabel={<FormattedMessage id="expectedTransactions.deleteDialog.confirm" />}
    />
  );
}
