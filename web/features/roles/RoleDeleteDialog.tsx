import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { RoleDeleteDialogMutation } from '../../__generated__/RoleDeleteDialogMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';
import type { RoleToDelete } from './RoleRow';

/** The service's code for a role that members or open invitations still hold. */
const ROLE_IN_USE = 'U-ACC-RL-7';

type RoleDeleteDialogProps = {
  open: boolean;
  role: RoleToDelete | null;
  onClose: () => void;
  /** Reloads what shows roles; the dialog closes once it resolves. */
  onDeleted: () => Promise<unknown>;
};

/**
 * Asks before deleting a custom role, naming it. A role that members or open
 * invitations hold cannot be deleted: the dialog then says why (the service's
 * own rule and message) instead of offering to delete.
 */
export function RoleDeleteDialog({ open, role, onClose, onDeleted }: RoleDeleteDialogProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [commitDelete] = useCommit<RoleDeleteDialogMutation>(graphql`
    mutation RoleDeleteDialogMutation($input: RoleDeleteInput!) {
      roleDelete(input: $input) {
        deletedRoleId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const inUse = (role?.memberCount ?? 0) > 0;
  const name = role?.name ?? '';

  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      commit={
        role
          ? () =>
              commitDelete({ variables: { input: { roleId: role.id } } }).then(
                (response) => response.roleDelete,
              )
          : null
      }
      done={(payload) => Boolean(payload.deletedRoleId)}
      onDone={onDeleted}
      doneMessage={intl.formatMessage({ id: 'roles.deleted' }, { name })}
      testId="role-delete"
      title={
        <FormattedMessage
          id={inUse ? 'roles.deleteDialog.blockedTitle' : 'roles.deleteDialog.title'}
          values={{ name }}
        />
      }
      body={<FormattedMessage id="roles.deleteDialog.body" />}
      confirmLabel={<FormattedMessage id="roles.deleteDialog.confirm" />}
      blocked={
        inUse
          ? { reason: errorMessage(ROLE_IN_USE), closeLabel: <FormattedMessage id="roles.close" /> }
          : null
      }
    />
  );
}
