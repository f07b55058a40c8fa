import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { RoleDeleteDialogMutation } from '../../__generated__/RoleDeleteDialogMutation.graphql';
import { toaster } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
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
  const mutationFailure = useMutationFailure();
  const [error, setError] = useState<string | null>(null);
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
    setError(null);
    commitDelete({
      variables: { input: { roleId: role.id } },
      onCompleted: (response) => {
        const { deletedRoleId, userErrors } = response.roleDelete;
        if (!deletedRoleId) {
          const [first] = userErrors;
          setError(first ? errorMessage(first.code, first.message) : errorMessage(null));
          return;
        }
        setFinishing(true);
        void onDeleted().finally(() => {
          setFinishing(false);
          onClose();
          toaster.create({
            type: 'success',
            title: intl.formatMessage({ id: 'roles.deleted' }, { name }),
            closable: true,
          });
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
          <Dialog.Content data-testid="role-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={inUse ? 'roles.deleteDialog.blockedTitle' : 'roles.deleteDialog.title'} values={{ name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {inUse ? (
                  <Alert.Root status="warning" data-testid="role-delete-blocked">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{errorMessage(ROLE_IN_USE)}</Alert.Title>
                  </Alert.Root>
                ) : (
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id="roles.deleteDialog.body" />
                  </Text>
                )}
                {error ? (
                  <Alert.Root status="error" data-testid="role-delete-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {inUse ? (
                <Button variant="outline" onClick={onClose}>
                  <FormattedMessage id="roles.close" />
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose} disabled={deleting || finishing}>
                    <FormattedMessage id="common.cancel" />
                  </Button>
                  <Button colorPalette="red" onClick={confirm} loading={deleting || finishing} data-testid="role-delete-confirm">
                    <FormattedMessage id="roles.deleteDialog.confirm" />
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
