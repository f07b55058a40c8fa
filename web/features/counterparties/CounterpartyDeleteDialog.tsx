import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { CounterpartyDeleteDialogMutation } from '../../__generated__/CounterpartyDeleteDialogMutation.graphql';
import { toaster } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
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
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [error, setError] = useState<string | null>(null);
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
    setError(null);
    commitDelete({
      variables: { input: { counterpartyId: counterparty.id } },
      updater: (store, response) => {
        const deleted = response?.counterpartyDelete.deletedCounterpartyId;
        if (deleted) removeCounterpartyFromLists(store, deleted, connectionId ? [connectionId] : []);
      },
      onCompleted: (response) => {
        const { deletedCounterpartyId, userErrors } = response.counterpartyDelete;
        if (!deletedCounterpartyId) {
          const [first] = userErrors;
          setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
          return;
        }
        onClose();
        onDeleted();
        toaster.create({
          type: 'success',
          title: intl.formatMessage({ id: 'counterparties.deleted' }, { name }),
          closable: true,
        });
      },
      onError: (failure) => setError(mutationFailure(failure)),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !deleting) onClose();
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
          <Dialog.Content data-testid="counterparty-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="counterparties.deleteDialog.title" values={{ name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id="counterparties.deleteDialog.body" />
                </Text>
                {error ? (
                  <Alert.Root status="error" data-testid="counterparty-delete-error">
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
              <Button colorPalette="red" onClick={confirm} loading={deleting} data-testid="counterparty-delete-confirm">
                <FormattedMessage id="counterparties.deleteDialog.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
