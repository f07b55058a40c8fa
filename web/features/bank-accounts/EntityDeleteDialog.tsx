import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { EntityDeleteDialogMutation } from '../../__generated__/EntityDeleteDialogMutation.graphql';
import { toaster } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';

/** The service's code for an entity that still holds bank accounts. */
const ENTITY_HOLDS_ACCOUNTS = 'U-TRSY-EN-3';

/** What the confirmation needs to know of an entity. */
export type EntityToDelete = { id: string; name: string; bankAccountCount: number };

type EntityDeleteDialogProps = {
  open: boolean;
  entity: EntityToDelete | null;
  onClose: () => void;
};

/**
 * Asks before deleting an entity, naming it. One that holds bank accounts
 * cannot be deleted: the dialog says why instead of offering to. A refusal
 * from the server shows in the catalogue's words of its code.
 */
export function EntityDeleteDialog({ open, entity, onClose }: EntityDeleteDialogProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [error, setError] = useState<string | null>(null);
  const [commitDelete, deleting] = useMutation<EntityDeleteDialogMutation>(graphql`
    mutation EntityDeleteDialogMutation($input: EntityDeleteInput!) {
      entityDelete(input: $input) {
        deletedEntityId
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const holdsAccounts = (entity?.bankAccountCount ?? 0) > 0;
  const name = entity?.name ?? '';

  const confirm = () => {
    if (!entity) return;
    setError(null);
    commitDelete({
      variables: { input: { entityId: entity.id } },
      updater: (store) => {
        const deleted = store.getRootField('entityDelete')?.getValue('deletedEntityId');
        if (typeof deleted !== 'string') return;
        const root = store.getRoot();
        const entities = root.getLinkedRecords('entities');
        if (entities)
          root.setLinkedRecords(
            entities.filter((item) => item?.getDataID() !== deleted),
            'entities',
          );
      },
      onCompleted: ({ entityDelete }) => {
        if (!entityDelete.deletedEntityId) {
          const [first] = entityDelete.userErrors;
          setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
          return;
        }
        onClose();
        toaster.create({
          type: 'success',
          title: intl.formatMessage({ id: 'entities.deleted' }, { name }),
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
          <Dialog.Content data-testid="entity-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="entities.deleteDialog.title" values={{ name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {holdsAccounts ? (
                  <Alert.Root status="warning" data-testid="entity-delete-blocked">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{errorMessage(ENTITY_HOLDS_ACCOUNTS)}</Alert.Title>
                  </Alert.Root>
                ) : (
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id="entities.deleteDialog.body" />
                  </Text>
                )}
                {error ? (
                  <Alert.Root status="error" data-testid="entity-delete-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {holdsAccounts ? (
                <Button variant="outline" onClick={onClose}>
                  <FormattedMessage id="bankAccounts.close" />
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose} disabled={deleting}>
                    <FormattedMessage id="common.cancel" />
                  </Button>
                  <Button colorPalette="red" onClick={confirm} loading={deleting} data-testid="entity-delete-confirm">
                    <FormattedMessage id="entities.deleteDialog.confirm" />
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
