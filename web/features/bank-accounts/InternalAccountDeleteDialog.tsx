import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InternalAccountDeleteDialogMutation } from '../../__generated__/InternalAccountDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';
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
export function InternalAccountDeleteDialog({
  open,
  account,
  onClose,
  onDeleted,
}: InternalAccountDeleteDialogProps) {
  const intl = useIntl();
  const [commitDelete] = useCommit<InternalAccountDeleteDialogMutation>(graphql`
    mutation InternalAccountDeleteDialogMutation($input: BankAccountDeleteInput!) {
      bankAccountDelete(input: $input) {
        deletedBankAccountId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const alias = account?.alias ?? '';

  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      commit={
        account
          ? () =>
              commitDelete({ variables: { input: { bankAccountId: account.id } } }).then(
                (response) => response.bankAccountDelete,
              )
          : null
      }
      done={(payload) => Boolean(payload.deletedBankAccountId)}
      onDone={onDeleted}
      doneMessage={intl.formatMessage({ id: 'internalAccounts.deleted' }, { alias })}
      testId="internal-account-delete"
      title={<FormattedMessage id="internalAccounts.deleteDialog.title" values={{ alias }} />}
      body={
        <FormattedMessage
          id="internalAccounts.deleteDialog.body"
          values={{ bank: account?.bankName ?? '', number: account?.accountNumber ?? '' }}
        />
      }
      confirmLabel={<FormattedMessage id="internalAccounts.deleteDialog.confirm" />}
    />
  );
}
