import { sql } from 'kysely';
import { whereSearched } from '../../kit/database.js';
import type { RoleResponse } from '../../../contracts/account/roles.js';
import type { Db } from '../db.js';
import { MembershipStatus } from '../membership-status.js';
import { nameSkeleton } from '../../kit/text.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';

type RoleRow = {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  built_in: RoleResponse['builtIn'];
  created_at: Date;
  members: string | null;
  invitations: string | null;
};

const toResponse = (row: RoleRow): RoleResponse => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: permissionsOfRole({ builtIn: row.built_in, permissions: row.permissions }),
  builtIn: row.built_in,
  memberCount: Number(row.members ?? 0) + Number(row.invitations ?? 0),
  createdAt: row.created_at.toISOString(),
});

/**
 * Roles of one organisation with how many memberships hold each (any status:
 * deactivated and removed members return to their role when restored) and
 * how many open invitations offer it.
 */
function rolesQuery(db: Db, organizationId: string) {
  return db
    .selectFrom('roles as r')
    .where('r.organization_id', '=', organizationId)
    .select(['r.id', 'r.name', 'r.description', 'r.permissions', 'r.built_in', 'r.created_at'])
    .select((eb) => [
      eb
        .selectFrom('memberships as m')
        .whereRef('m.role_id', '=', 'r.id')
        .select((c) => c.fn.countAll<string>().as('n'))
        .as('members'),
      eb
        .selectFrom('invitations as i')
        .whereRef('i.role_id', '=', 'r.id')
        .where('i.accepted_at', 'is', null)
        .where('i.revoked_at', 'is', null)
        .where('i.expires_at', '>', sql<Date>`now()`)
        .select((c) => c.fn.countAll<string>().as('n'))
        .as('invitations'),
    ]);
}

/** The organisation's roles whose name matches `search`: built-in ones first, in the catalogue's order, then custom ones by name. */
export async function listRoles(
  db: Db,
  organizationId: string,
  search: string | undefined,
): Promise<RoleResponse[]> {
  const query = whereSearched(rolesQuery(db, organizationId), search, ['r.name']);
  const rows = await query
    .orderBy(sql`array_position(array['OWNER','MAKER','APPROVER','MAKER_APPROVER'], r.built_in)`)
    .orderBy(sql`lower(r.name)`)
    .execute();
  return rows.map(toResponse);
}

/** Roles of the organisation by id; other ids are left out. */
export async function findRolesByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<RoleResponse[]> {
  if (ids.length === 0) return [];
  return (await rolesQuery(db, organizationId).where('r.id', 'in', ids).execute()).map(toResponse);
}

export type RoleValues = { name: string; description: string | null; permissions: string[] };

export async function insertRole(
  db: Db,
  organizationId: string,
  values: RoleValues,
): Promise<string> {
  const row = await db
    .insertInto('roles')
    .values({
      organization_id: organizationId,
      name: values.name,
      name_key: nameSkeleton(values.name),
      description: values.description,
      permissions: values.permissions,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A custom role's permissions, locked until the transaction ends. */
export async function lockRolePermissions(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('roles')
    .select('permissions')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateRole(
  db: Db,
  organizationId: string,
  id: string,
  values: RoleValues,
): Promise<void> {
  await db
    .updateTable('roles')
    .set({
      name: values.name,
      name_key: nameSkeleton(values.name),
      description: values.description,
      permissions: values.permissions,
    })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function deleteRole(db: Db, organizationId: string, id: string): Promise<void> {
  await db
    .deleteFrom('roles')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
}

/**
 * The role a caller acts in and what it grants (grants.ts), share-locked: a
 * signed-in user's active membership's, or an API key's.
 */
export async function lockActorRole(
  db: Db,
  actor: { kind?: string; sub: string; sid: string; org: string },
) {
  return actor.kind === 'api_key'
    ? db
        .selectFrom('api_keys as k')
        .innerJoin('roles as r', 'r.id', 'k.role_id')
        .select(['r.id', 'r.built_in', 'r.permissions'])
        .where('k.id', '=', actor.sid)
        .where('k.organization_id', '=', actor.org)
        .where('k.revoked_at', 'is', null)
        .forShare('r')
        .executeTakeFirst()
    : db
        .selectFrom('memberships as m')
        .innerJoin('roles as r', 'r.id', 'm.role_id')
        .select(['r.id', 'r.built_in', 'r.permissions'])
        .where('m.user_id', '=', actor.sub)
        .where('m.organization_id', '=', actor.org)
        .where('m.status', '=', MembershipStatus.active)
        .forShare('r')
        .executeTakeFirst();
}

/** A role of the organisation, with what giving it (to a member, a key, a webhook) grants. */
export async function findRole(db: Db, organizationId: string, roleId: string) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'description', 'is_owner', 'built_in', 'permissions'])
    .where('id', '=', roleId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** A role's built-in kind and permissions, by id. */
export async function findRoleGrants(db: Db, roleId: string) {
  return db
    .selectFrom('roles')
    .select(['built_in', 'permissions'])
    .where('id', '=', roleId)
    .executeTakeFirst();
}
