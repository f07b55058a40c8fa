import { useState } from 'react';
import type { RoleOptions } from '../role/useRoleOptions';
import { MemberInviteDialog } from './MemberInviteDialog';

/**
 * The invite dialog wired to its opener, for the screens that offer it (the
 * team list, Home): `open` starts loading the roles it offers as it opens,
 * `dialog` is the dialog to place on the screen.
 */
export function useMemberInviteDialog(roleOptions: RoleOptions) {
  const [inviting, setInviting] = useState(false);
  const open = () => {
    roleOptions.loadRoles();
    setInviting(true);
  };
  const dialog = (
    <MemberInviteDialog
      open={inviting}
      canPickRoles={roleOptions.canPickRoles}
      rolesRef={roleOptions.rolesRef}
      onClose={() => setInviting(false)}
    />
  );
  return { open, dialog };
}
