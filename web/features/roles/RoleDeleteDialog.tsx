import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { RoleDeleteDialogMutation } from '../../__generated__/RoleDeleteDialogMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogError } from '../../ui/useDialogError';
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
  const { error, clear, showUserErrors, showFailure } = useDialogError();
  const [commitDelete, deleting] = useMutation<RoleDeleteDialogMutation>(graphql`
    mutation RoleDeleteDialogMutation($input: RoleDeleteInput!) {
      roleDelete(input: $input) {
        deletedRoleId
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [finishing, setFinishing] = useState(false);
  const inUse = (role?.memberCount ?? 0) > 0;
  const name = role?.name ?? '';

  const confirm = () => {
    if (!role) return;
    clear();
    commitDelete({
      variables: { input: { roleId: role.id } },
      onCompleted: (response) => {
        const { deletedRoleId, userErrors } = response.roleDelete;
        if (!deletedRoleId) {
          showUserErrors(userErrors);
          return;
        }
        setFinishing(true);
        void onDeleted().finally(() => {
          setFinishing(false);
          onClose();
          toastSuccess(intl.formatMessage({ id: 'roles.deleted' }, { name }));
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
      testId="role-delete"
      title={<FormattedMessage id={inUse ? 'roles.deleteDialog.blockedTitle' : 'roles.deleteDialog.title'} values={{ name }} />}
      body={<FormattedMessage id="roles.deleteDialog.body" />}
      confirmLabel={<FormattedMessage id="roles.deleteDialog.confirm" />}
      blocked={inUse ? { reason: errorMessage(ROLE_IN_USE), closeLabel: <FormattedMessage id="roles.close" /> } : null}
    />
  );
}
