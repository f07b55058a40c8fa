import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CounterpartyDeleteDialogMutation } from '../../__generated__/CounterpartyDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';
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
export function CounterpartyDeleteDialog({
  open,
  counterparty,
  connectionId,
  onClose,
  onDeleted,
}: CounterpartyDeleteDialogProps) {
  const intl = useIntl();
  const [commitDelete] = useCommit<CounterpartyDeleteDialogMutation>(graphql`
    mutation CounterpartyDeleteDialogMutation($input: CounterpartyDeleteInput!) {
      counterpartyDelete(input: $input) {
        deletedCounterpartyId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const name = counterparty?.name ?? '';

  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      commit={
        counterparty
          ? () =>
              commitDelete({
                variables: { input: { counterpartyId: counterparty.id } },
                updater: (store, response) => {
                  const deleted = response?.counterpartyDelete.deletedCounterpartyId;
                  if (deleted)
                    removeCounterpartyFromLists(store, deleted, connectionId ? [connectionId] : []);
                },
              }).then((response) => response.counterpartyDelete)
          : null
      }
      done={(payload) => Boolean(payload.deletedCounterpartyId)}
      onDone={onDeleted}
      doneMessage={intl.formatMessage({ id: 'counterparties.deleted' }, { name })}
      testId="counterparty-delete"
      title={<FormattedMessage id="counterparties.deleteDialog.title" values={{ name }} />}
      body={<FormattedMessage id="counterparties.deleteDialog.body" />}
      confirmLabel={<FormattedMessage id="counterparties.deleteDialog.confirm" />}
    />
  );
}
