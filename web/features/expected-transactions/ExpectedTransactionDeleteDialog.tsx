import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExpectedTransactionDeleteDialogMutation } from '../../__generated__/ExpectedTransactionDeleteDialogMutation.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { removeFromConnection } from '../../relay/connectionEdits';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';

/** What the dialog names when it asks. */
export type ExpectedTransactionToDelete = {
  id: string;
  description: string;
  amount: string;
  date: string;
};

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
export function ExpectedTransactionDeleteDialog({
  expectedTransaction,
  connectionId,
  onClose,
}: ExpectedTransactionDeleteDialogProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [commitDelete] = useCommit<ExpectedTransactionDeleteDialogMutation>(graphql`
    mutation ExpectedTransactionDeleteDialogMutation($input: ExpectedTransactionDeleteInput!) {
      expectedTransactionDelete(input: $input) {
        deletedExpectedTransactionId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return (
    <DeleteDialog
      open={expectedTransaction !== null}
      onClose={onClose}
      commit={
        expectedTransaction
          ? () =>
              commitDelete({
                variables: { input: { expectedTransactionId: expectedTransaction.id } },
                updater: (store) => {
                  const deleted = store
                    .getRootField('expectedTransactionDelete')
                    ?.getValue('deletedExpectedTransactionId');
                  const connection = store.get(connectionId);
                  if (typeof deleted === 'string' && connection)
                    removeFromConnection(connection, deleted);
                },
              }).then((response) => response.expectedTransactionDelete)
          : null
      }
      done={(payload) => Boolean(payload.deletedExpectedTransactionId)}
      doneMessage={intl.formatMessage(
        { id: 'expectedTransactions.deleted' },
        { description: expectedTransaction?.description ?? '' },
      )}
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
