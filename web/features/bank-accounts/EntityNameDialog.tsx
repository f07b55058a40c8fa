import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import * as yup from 'yup';
import type { EntityNameDialogCreateMutation } from '../../__generated__/EntityNameDialogCreateMutation.graphql';
import type { EntityNameDialogRenameMutation } from '../../__generated__/EntityNameDialogRenameMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { SingleFieldDialog } from '../../ui/SingleFieldDialog';
import { useMutationFailure } from '../../relay/useMutationFailure';

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
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const rule = useMemo(
    () =>
      yup
        .string()
        .trim()
        .required(intl.formatMessage({ id: 'validation.fieldRequired' }))
        .max(NAME_MAX, intl.formatMessage({ id: 'error.U-TRSY-EN-5' })),
    [intl],
  );
  const [commitCreate] = useMutation<EntityNameDialogCreateMutation>(graphql`
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
          field
          code
          message
        }
      }
    }
  `);
  const [commitRename] = useMutation<EntityNameDialogRenameMutation>(graphql`
    mutation EntityNameDialogRenameMutation($input: EntityRenameInput!) {
      entityRename(input: $input) {
        entity {
          id
          name
          isDefault
          bankAccountCount
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const saved = (result: { id: string; name: string }, messageId: string) => {
    onClose();
    toastSuccess(intl.formatMessage({ id: messageId }, { name: result.name }));
    onSaved?.(result);
  };

  const submit = (name: string) =>
    new Promise<string | null>((resolve) => {
      const refused = (userErrors: readonly { code: string; message: string }[]) => {
        const [first] = userErrors;
        resolve(first ? errorMessage(first.code, first.message) : errorMessage(null));
      };
      const failed = (error: Error) => resolve(mutationFailure(error) ?? errorMessage(null));
      if (entity) {
        commitRename({
          variables: { input: { entityId: entity.id, name } },
          onCompleted: ({ entityRename }) => {
            if (!entityRename.entity || entityRename.userErrors.length > 0) return refused(entityRename.userErrors);
            resolve(null);
            saved(entityRename.entity, 'entities.renamed');
          },
          onError: failed,
        });
      } else {
        commitCreate({
          variables: { input: { name } },
          updater: (store) => addEntityToList(store, 'entityCreate'),
          onCompleted: ({ entityCreate }) => {
            if (!entityCreate.entity || entityCreate.userErrors.length > 0) return refused(entityCreate.userErrors);
            resolve(null);
            saved(entityCreate.entity, 'entities.created');
          },
          onError: failed,
        });
      }
    });

  return (
    <SingleFieldDialog
      open={open}
      title={<FormattedMessage id={entity ? 'entities.renameDialog.title' : 'entities.createDialog.title'} />}
      body={<FormattedMessage id={entity ? 'entities.renameDialog.body' : 'entities.createDialog.body'} />}
      confirmLabel={<FormattedMessage id={entity ? 'entities.renameDialog.submit' : 'entities.createDialog.submit'} />}
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
