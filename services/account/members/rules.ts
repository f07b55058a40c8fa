import { sql, type Kysely } from 'kysely';
import { envInt } from '../../kit/config.js';
import { ServiceError } from '../../kit/errors.js';
import { MembershipStatus, type AccountDatabase } from '../db-types.js';

/** The most members (active or deactivated) plus open invitations an organisation may have: `MAX_MEMBERS`, default 50. */
export function readMaxMembers(): number {
  return envInt('MAX_MEMBERS', 50, { min: 1, max: 100_000 });
}

/** The spec's member messages (section 8). */
export const memberErrors = {
  notFound: () => new ServiceError(404, 'U-ACC-MEM-1', 'Member not found.'),
  alreadyInactive: () => new ServiceError(409, 'U-ACC-MEM-2', 'This member is already deactivated or removed.'),
  onlyDeletedReactivated: () => new ServiceError(409, 'U-ACC-MEM-3', 'Only a removed member can be reactivated.'),
  onlyOneOwner: (field?: string) => new ServiceError(409, 'U-ACC-MEM-4', 'An organisation has only one owner; the owner role cannot be given.', field),
  maxMembers: (max: number) => new ServiceError(409, 'U-ACC-MEM-5', `The organisation has reached its maximum of ${max} members and open invitations.`),
  notInvited: () => new ServiceError(404, 'U-ACC-MEM-6', 'This person has no open invitation.'),
  ownerUnchangeable: () => new ServiceError(409, 'U-ACC-MEM-7', 'The owner’s access and role cannot be changed.'),
  notYourself: () => new ServiceError(409, 'U-ACC-MEM-8', 'You cannot change your own access or role.'),
  notDeactivated: () => new ServiceError(409, 'U-ACC-MEM-9', 'Only a deactivated member can be activated.'),
  roleNotFound: () => new ServiceError(404, 'U-ACC-RL-1', 'Role not found.', 'roleId'),
};

/**
 * Refuses a new member or invitation when the organisation already has its
 * maximum of members (active or deactivated) and open invitations. Call it
 * inside the transaction that adds one; it locks the organisation's row so
 * that two invitations cannot both take the last place.
 */
export async function checkMemberLimit(db: Kysely<AccountDatabase>, organizationId: string, max: number): Promise<void> {
  await db.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().execute();
  const members = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('status', 'in', [MembershipStatus.active, MembershipStatus.deactivated])
    .executeTakeFirstOrThrow();
  const invitations = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  if (Number(members.n) + Number(invitations.n) >= max) throw memberErrors.maxMembers(max);
}
