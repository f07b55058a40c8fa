/** The membership statuses of the schema's `MemberStatus`. */
export type MemberStatusValue = 'INVITED' | 'ACTIVE' | 'DEACTIVATED' | 'EXPIRED' | 'BLOCKED';

/** The status filter's choices: every status, or one of them. */
export type MemberStatusFilter = 'ALL' | MemberStatusValue;

/**
 * How each status shows: its catalogue label (BLOCKED is shown as Removed, as
 * the spec says) and the badge colour.
 */
export const MEMBER_STATUS: Record<
  MemberStatusValue,
  { label: { id: string }; colorPalette: string }
> = {
  INVITED: { label: { id: 'members.status.invited' }, colorPalette: 'blue' },
  ACTIVE: { label: { id: 'members.status.active' }, colorPalette: 'green' },
  DEACTIVATED: { label: { id: 'members.status.deactivated' }, colorPalette: 'orange' },
  EXPIRED: { label: { id: 'members.status.expired' }, colorPalette: 'gray' },
  BLOCKED: { label: { id: 'members.status.removed' }, colorPalette: 'red' },
};

/** The filter's options in the spec's order: All, Invited, Active, Deactivated, Expired, Removed. */
export const MEMBER_STATUS_FILTERS: { value: MemberStatusFilter; label: { id: string } }[] = [
  { value: 'ALL', label: { id: 'members.filter.all' } },
  { value: 'INVITED', label: MEMBER_STATUS.INVITED.label },
  { value: 'ACTIVE', label: MEMBER_STATUS.ACTIVE.label },
  { value: 'DEACTIVATED', label: MEMBER_STATUS.DEACTIVATED.label },
  { value: 'EXPIRED', label: MEMBER_STATUS.EXPIRED.label },
  { value: 'BLOCKED', label: MEMBER_STATUS.BLOCKED.label },
];

/** Whether a string from the server is one of the statuses this client knows. */
export function isMemberStatus(value: string): value is MemberStatusValue {
  return Object.hasOwn(MEMBER_STATUS, value);
}
