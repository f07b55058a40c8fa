/** What an admin can do to one person of the team list. */
export type MemberAction =
  'setRole' | 'deactivate' | 'activate' | 'remove' | 'reactivate' | 'resend' | 'cancel';

type MemberState = {
  readonly status: string;
  readonly isOwner: boolean;
  readonly isViewer: boolean;
};
type ViewerRights = {
  /** `members:manage`: changes access and invitations. */
  canManage: boolean;
  /** `roles:read` as well: without it no role can be picked, so Set role is not offered. */
  canPickRoles: boolean;
};

/**
 * The actions the row menu offers, following the spec's transitions: an active
 * member can get another role, be deactivated or removed; a deactivated one
 * can be activated again (or get another role, or be removed); a removed one
 * can only be reactivated; an invitation, open or expired, can be resent or
 * cancelled. Nobody changes the owner or themselves, and without
 * `members:manage` there is nothing to offer.
 *
 * @example memberActions({ status: 'ACTIVE', isOwner: false, isViewer: false }, { canManage: true, canPickRoles: true })
 * // ['setRole', 'deactivate', 'remove']
 */
export function memberActions(
  member: MemberState,
  { canManage, canPickRoles }: ViewerRights,
): MemberAction[] {
  if (!canManage || member.isOwner || member.isViewer) return [];
  const setRole: MemberAction[] = canPickRoles ? ['setRole'] : [];
  switch (member.status) {
    case 'ACTIVE':
      return [...setRole, 'deactivate', 'remove'];
    case 'DEACTIVATED':
      return [...setRole, 'activate', 'remove'];
    case 'BLOCKED':
      return ['reactivate'];
    case 'INVITED':
    case 'EXPIRED':
      return ['resend', 'cancel'];
    default:
      return [];
  }
}
