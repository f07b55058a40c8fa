import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import * as yup from 'yup';
import type { EntityNameDialogCreateMutation } from '../../__generated__/EntityNameDialogCreateMutation.graphql';
import type { EntityNameDialogRenameMutation } from '../../__generated__/EntityNameDialogRenameMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { SingleFieldDialog } from '../../ui/SingleFieldDialog';
import { useCommit } from '../../relay/useCommit';
import { useRefusalMessage } from '../../ui/useRefusalMessage';

/** The most characters an entity name has (the treasury service's rule). */
const NAME_MAX = 120;

/** An entity the dialog renames; none: it creates one. */
export type EntityToRename = { id: string; name: string };

type EntityNameDialogProps = {
  open: boolean;
  entity: EntityToRename | null;
  onClose: () => void;
  /** Called with the entity as saved (after the dialog closes), e.g. to select a new one. */
  onSaved?: (entity: { id: string; name: string }) => void;
};

/** Puts a new entity at the end of the `entities` list in the store, so every screen listing them shows it. */
function addEntityToList(store: RecordSourceSelectorProxy, rootField: 'entityCreate') {
  const created = store.getRootField(rootField)?.getLinkedRecord('entity');
  if (!created) return;
  const root = store.getRoot();
  const entities = root.getLinkedRecords('entities');
  if (!entities) return;
  if (entities.some((entity) => entity?.getDataID() === created.getDataID())) return;
  root.setLinkedRecords([...entities, created], 'entities');
}

/**
 * Creates an entity, or renames one, asking for its name. The server's
 * refusals (a name already used, the default entity protected) show on the
 * name, in the catalogue's words.
 */
export function EntityNameDialog({ open, entity, onClose, onSaved }: EntityNameDialogProps) {
  const intl = useIntl();
  const rule = useMemo(
    () =>
      yup
        .string()
        .trim()
        .required(intl.formatMessage({ id: 'validation.fieldRequired' }))
        .max(NAME_MAX, intl.formatMessage({ id: 'error.U-TRSY-EN-5' })),
    [intl],
  );
  const submit = useSaveEntityName(entity, onClose, onSaved);

  return (
    <SingleFieldDialog
      open={open}
      title={
        <FormattedMessage
          id={entity ? 'entities.renameDialog.title' : 'entities.createDialog.title'}
        />
      }
      body={
        <FormattedMessage
          id={entity ? 'entities.renameDialog.body' : 'entities.createDialog.body'}
        />
      }
      confirmLabel={
        <FormattedMessage
          id={entity ? 'entities.renameDialog.submit' : 'entities.createDialog.submit'}
        />
      }
      field={{
        label: <FormattedMessage id="entities.field.name" />,
        type: 'text',
        autoComplete: 'organization',
        placeholder: intl.formatMessage({ id: 'entities.field.namePlaceholder' }),
        initialValue: entity?.name ?? '',
        rule,
      }}
      testId="entity-name-dialog"
      onClose={onClose}
      onSubmit={submit}
    />
  );
}

/**
 * Saves the entity's name: creates it (joining the store's list of entities)
 * or renames it, then closes the dialog, says so and hands the entity on; a
 * refusal comes back as the message the name shows.
 */
function useSaveEntityName(
  entity: EntityToRename | null,
  onClose: EntityNameDialogProps['onClose'],
  onSaved: EntityNameDialogProps['onSaved'],
) {
  const intl = useIntl();
  const refusal = useRefusalMessage();
  const [commitCreate] = useCommit<EntityNameDialogCreateMutation>(graphql`
    mutation EntityNameDialogCreateMutation($input: EntityCreateInput!) {
      entityCreate(input: $input) {
        entity {
          id
          name
          isDefault
          bankAccountCount
          ...EntityRow_entity
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitRename] = useCommit<EntityNameDialogRenameMutation>(graphql`
    mutation EntityNameDialogRenameMutation($input: EntityRenameInput!) {
      entityRename(input: $input) {
        entity {
          id
          name
          isDefault
          bankAccountCount
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return async (name: string) => {
    let payload: {
      readonly entity: { id: string; name: string } | null | undefined;
      readonly userErrors: readonly { code: string; message: string }[];
    };
    try {
      payload = entity
        ? (await commitRename({ variables: { input: { entityId: entity.id, name } } })).entityRename
        : (
            await commitCreate({
              variables: { input: { name } },
              updater: (store) => addEntityToList(store, 'entityCreate'),
            })
          ).entityCreate;
    } catch (failure) {
      return refusal.ofFailure(failure) ?? refusal.generic();
    }
    if (!payload.entity || payload.userErrors.length > 0)
      return refusal.ofUserErrors(payload.userErrors);
    onClose();
    toastSuccess(
      intl.formatMessage(
        { id: entity ? 'entities.renamed' : 'entities.created' },
        { name: payload.entity.name },
      ),
    );
    onSaved?.(payload.entity);
    return null;
  };
}
