import type { Db } from '../db.js';

export async function findOrganizationName(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
}

/** The membership (any status) of the person with this email in the organisation. */
export async function findMembershipByEmail(db: Db, organizationId: string, email: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.status')
    .where('m.organization_id', '=', organizationId)
    .where('u.email', '=', email)
    .executeTakeFirst();
}

/** The role an invitation offers: the one asked for, or the built-in Maker. */
export async function findInvitedRole(db: Db, organizationId: string, roleId: string | undefined) {
  const roles = db
    .selectFrom('roles')
    .select(['id', 'is_owner', 'built_in', 'permissions'])
    .where('organization_id', '=', organizationId);
  return (
    roleId ? roles.where('id', '=', roleId) : roles.where('built_in', '=', 'MAKER')
  ).executeTakeFirst();
}

/** The invitation of this email that is neither accepted nor cancelled (expired or not). */
export async function findOpenInvitationByEmail(db: Db, organizationId: string, email: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'role_id', 'expires_at'])
    .where('organization_id', '=', organizationId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeInvitation(db: Db, organizationId: string, id: string): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function insertInvitation(
  db: Db,
  organizationId: string,
  invitedBy: string,
  invitation: { email: string; roleId: string; tokenHash: string; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('invitations')
    .values({
      organization_id: organizationId,
      email: invitation.email,
      role_id: invitation.roleId,
      invited_by: invitedBy,
      token_hash: invitation.tokenHash,
      expires_at: invitation.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findInvitation(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'email', 'role_id', 'accepted_at', 'revoked_at'])
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** Gives an invitation a new link and expiry, from the member sending it. */
export async function renewInvitationLink(
  db: Db,
  organizationId: string,
  id: string,
  link: { tokenHash: string; expiresAt: Date; invitedBy: string },
) {
  return db
    .updateTable('invitations')
    .set({ token_hash: link.tokenHash, expires_at: link.expiresAt, invited_by: link.invitedBy })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/** The invitation a link's token opens, with its organisation's name. */
export async function findInvitationByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organization_id')
    .select([
      'i.id',
      'i.organization_id',
      'i.email',
      'i.role_id',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
      'o.name as organizationName',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks an invitation accepted, once; false when another acceptance won. */
export async function spendInvitation(db: Db, id: string): Promise<boolean> {
  const spent = await db
    .updateTable('invitations')
    .set({ accepted_at: new Date() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
