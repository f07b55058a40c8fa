import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { EntityDeleteDialogMutation } from '../../__generated__/EntityDeleteDialogMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';

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
  const [commitDelete] = useCommit<EntityDeleteDialogMutation>(graphql`
    mutation EntityDeleteDialogMutation($input: EntityDeleteInput!) {
      entityDelete(input: $input) {
        deletedEntityId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const holdsAccounts = (entity?.bankAccountCount ?? 0) > 0;
  const name = entity?.name ?? '';

  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      commit={
        entity
          ? () =>
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
              }).then((response) => response.entityDelete)
          : null
      }
      done={(payload) => Boolean(payload.deletedEntityId)}
      doneMessage={intl.formatMessage({ id: 'entities.deleted' }, { name })}
      testId="entity-delete"
      title={<FormattedMessage id="entities.deleteDialog.title" values={{ name }} />}
      body={<FormattedMessage id="entities.deleteDialog.body" />}
      confirmLabel={<FormattedMessage id="entities.deleteDialog.confirm" />}
      blocked={
        holdsAccounts
          ? {
              reason: errorMessage(ENTITY_HOLDS_ACCOUNTS),
              closeLabel: <FormattedMessage id="bankAccounts.close" />,
            }
          : null
      }
    />
  );
}
