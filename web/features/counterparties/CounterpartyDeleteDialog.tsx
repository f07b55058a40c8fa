import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { CounterpartyDeleteDialogMutation } from '../../__generated__/CounterpartyDeleteDialogMutation.graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import { removeCounterpartyFromLists } from './removeCounterpartyFromLists';

type CounterpartyDeleteDialogProps = {
  open: boolean;
  counterparty: { id: string; name: string } | null;
  /** The list on screen (its `__id`), which the deleted counterparty leaves. */
  connectionId: string | null;
  onClose: () => void;
  onDeleted: () => void;
};

/** Asks before deleting a counterparty with its bank accounts, naming it; the service's refusal shows in the dialog. */
export function CounterpartyDeleteDialog({ open, counterparty, connectionId, onClose, onDeleted }: CounterpartyDeleteDialogProps) {
  const intl = useIntl();
  const { error, clear, showUserErrors, showFailure } = useDialogError();
  const [commitDelete, deleting] = useMutation<CounterpartyDeleteDialogMutation>(graphql`
    mutation CounterpartyDeleteDialogMutation($input: CounterpartyDeleteInput!) {
      counterpartyDelete(input: $input) {
        deletedCounterpartyId
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const name = counterparty?.name ?? '';

  const confirm = () => {
    if (!counterparty) return;
    clear();
    commitDelete({
      variables: { input: { counterpartyId: counterparty.id } },
      updater: (store, response) => {
        const deleted = response?.counterpartyDelete.deletedCounterpartyId;
        if (deleted) removeCounterpartyFromLists(store, deleted, connectionId ? [connectionId] : []);
      },
      onCompleted: (response) => {
        const { deletedCounterpartyId, userErrors } = response.counterpartyDelete;
        if (!deletedCounterpartyId) {
          showUserErrors(userErrors);
          return;
        }
        onClose();
        onDeleted();
        toastSuccess(intl.formatMessage({ id: 'counterparties.deleted' }, { name }));
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
      busy={deleting}
      error={error}
      testId="counterparty-delete"
      title={<FormattedMessage id="counterparties.deleteDialog.title" values={{ name }} />}
      body={<FormattedMessage id="counterparties.deleteDialog.body" />}
      confirmLabel={<FormattedMessage id="counterparties.deleteDialog.confirm" />}
    />
  );
}
