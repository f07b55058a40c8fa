import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { InternalAccountDeleteDialogMutation } from '../../__generated__/InternalAccountDeleteDialogMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogError } from '../../ui/useDialogError';
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
  const { error, clear, showUserErrors, showFailure } = useDialogError();
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
    clear();
    commitDelete({
      variables: { input: { bankAccountId: account.id } },
      onCompleted: ({ bankAccountDelete }) => {
        if (!bankAccountDelete.deletedBankAccountId) {
          showUserErrors(bankAccountDelete.userErrors);
          return;
        }
        setFinishing(true);
        void onDeleted().finally(() => {
          setFinishing(false);
          onClose();
          toastSuccess(intl.formatMessage({ id: 'internalAccounts.deleted' }, { alias: account.alias }));
        });
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
      busy={deleting || finishing}
      error={error}
      testId="internal-account-delete"
      title={<FormattedMessage id="internalAccounts.deleteDialog.title" values={{ alias: account?.alias ?? '' }} />}
      body={<FormattedMessage id="internalAccounts.deleteDialog.body" values={{ bank: account?.bankName ?? '', number: account?.accountNumber ?? '' }} />}
      confirmLabel={<FormattedMessage id="internalAccounts.deleteDialog.confirm" />}
    />
  );
}
