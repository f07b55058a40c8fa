import { sql, type Kysely } from 'kysely';
import { whereSearched } from '../../kit/database.js';
import { decodeCursor as decodeKeyset, encodeCursor as encodeKeyset } from '../../kit/cursor.js';
import { commonErrors } from '../../kit/errors.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import type { AccountDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { MembershipStatus } from '../membership-status.js';
import { lockOrganization } from '../organizations/repository.js';
import type { MemberResponse, MemberStatus } from '../../../contracts/account/members.js';

const STATUS_OF_CODE: Record<number, MemberStatus> = {
  [MembershipStatus.invited]: 'INVITED',
  [MembershipStatus.active]: 'ACTIVE',
  [MembershipStatus.deactivated]: 'DEACTIVATED',
  [MembershipStatus.expired]: 'EXPIRED',
  [MembershipStatus.removed]: 'BLOCKED',
};
const CODE_OF_STATUS = Object.fromEntries(
  Object.entries(STATUS_OF_CODE).map(([code, status]) => [status, Number(code)]),
) as Record<MemberStatus, number>;

type Row = {
  kind: 'MEMBER' | 'INVITATION';
  id: string;
  user_id: string | null;
  email: string;
  full_name: string | null;
  preferred_name: string | null;
  role_id: string | null;
  role_name: string | null;
  role_built_in: string | null;
  role_description: string | null;
  role_permissions: string[] | null;
  status_code: number;
  since: Date;
  expires_at: Date | null;
  sort_key: string;
};

/**
 * Everyone of an organisation the team pages list, as one relation: its
 * memberships (active, deactivated, removed) and the invitations not yet
 * accepted or cancelled of people who are not members (invited, or expired).
 */
function people(db: Kysely<AccountDatabase>, organizationId: string) {
  const members = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .where('m.organization_id', '=', organizationId)
    .select([
      sql<'MEMBER' | 'INVITATION'>`'MEMBER'`.as('kind'),
      'm.id as id',
      sql<string | null>`u.id`.as('user_id'),
      sql<string>`u.email::text`.as('email'),
      sql<string | null>`u.full_name`.as('full_name'),
      sql<string | null>`u.preferred_name`.as('preferred_name'),
      sql<string | null>`r.id`.as('role_id'),
      sql<string | null>`r.name`.as('role_name'),
      sql<string | null>`r.built_in`.as('role_built_in'),
      sql<string | null>`r.description`.as('role_description'),
      sql<string[] | null>`r.permissions`.as('role_permissions'),
      sql<number>`m.status::int`.as('status_code'),
      'm.created_at as since',
      sql<Date | null>`null::timestamptz`.as('expires_at'),
      sql<string>`lower(u.full_name)`.as('sort_key'),
    ]);
  const invitations = db
    .selectFrom('invitations as i')
    .leftJoin('roles as r', 'r.id', 'i.role_id')
    .where('i.organization_id', '=', organizationId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('memberships as m2')
            .innerJoin('users as u2', 'u2.id', 'm2.user_id')
            .select('m2.id')
            .where('m2.organization_id', '=', organizationId)
            .whereRef('u2.email', '=', 'i.email'),
        ),
      ),
    )
    .select([
      sql<'MEMBER' | 'INVITATION'>`'INVITATION'`.as('kind'),
      'i.id as id',
      sql<string | null>`null::uuid`.as('user_id'),
      sql<string>`i.email::text`.as('email'),
      sql<string | null>`null::text`.as('full_name'),
      sql<string | null>`null::text`.as('preferred_name'),
      sql<string | null>`r.id`.as('role_id'),
      sql<string | null>`r.name`.as('role_name'),
      sql<string | null>`r.built_in`.as('role_built_in'),
      sql<string | null>`r.description`.as('role_description'),
      sql<string[] | null>`r.permissions`.as('role_permissions'),
      sql<number>`case when i.expires_at > now() then ${sql.lit(MembershipStatus.invited)} else ${sql.lit(MembershipStatus.expired)} end`.as(
        'status_code',
      ),
      'i.created_at as since',
      sql<Date | null>`i.expires_at`.as('expires_at'),
      sql<string>`lower(i.email::text)`.as('sort_key'),
    ]);
  return db.selectFrom(members.unionAll(invitations).as('p'));
}

export const toMember = (row: Row): MemberResponse => ({
  kind: row.kind,
  id: row.id,
  userId: row.user_id,
  email: row.email,
  fullName: row.full_name,
  preferredName: row.preferred_name,
  role:
    row.role_id && row.role_name
      ? {
          id: row.role_id,
          name: row.role_name,
          description: row.role_description,
          permissions: permissionsOfRole({
            builtIn: row.role_built_in,
            permissions: row.role_permissions ?? [],
          }),
          builtIn: row.role_built_in,
        }
      : null,
  status: STATUS_OF_CODE[row.status_code] ?? 'BLOCKED',
  statusCode: row.status_code,
  isOwner: row.role_built_in === 'OWNER',
  since: row.since.toISOString(),
  expiresAt: row.expires_at?.toISOString() ?? null,
});

export const encodeCursor = (row: { sort_key: string; id: string }) =>
  encodeKeyset([row.sort_key, row.id]);

/** A page of the organisation's people ordered by name (or email), with the total of the filter. */
export async function listPeople(
  db: Kysely<AccountDatabase>,
  organizationId: string,
  filter: { status?: MemberStatus; search?: string; first: number; after?: string },
) {
  let query = people(db, organizationId);
  if (filter.status) query = query.where('p.status_code', '=', CODE_OF_STATUS[filter.status]);
  query = whereSearched(query, filter.search, ['p.email', 'p.full_name']);
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  let page = query.selectAll('p');
  const after = filter.after ? decodeKeyset(filter.after, ['text', 'uuid']) : null;
  if (filter.after && !after) throw commonErrors.invalidCursor('after');
  if (after)
    page = page.where(
      sql<boolean>`(p.sort_key, p.id) > (${after[0] as string}, ${after[1] as string}::uuid)`,
    );
  const rows = (await page
    .orderBy('p.sort_key')
    .orderBy('p.id')
    .limit(filter.first + 1)
    .execute()) as Row[];
  return {
    rows: rows.slice(0, filter.first),
    hasNextPage: rows.length > filter.first,
    totalCount: Number(total.n),
  };
}

/** Memberships and invitations of the organisation by id; other ids are left out. */
export async function findPeople(
  db: Kysely<AccountDatabase>,
  organizationId: string,
  ids: string[],
): Promise<MemberResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await people(db, organizationId)
    .selectAll('p')
    .where('p.id', 'in', ids)
    .execute()) as Row[];
  return rows.map(toMember);
}

/** A membership of the organisation with its user's email and its role, locked until the transaction ends. */
export async function lockMembership(db: Db, organizationId: string, membershipId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'm.role_id',
      'r.name as role_name',
      'm.status',
      'r.is_owner',
      'u.email',
    ])
    .where('m.id', '=', membershipId)
    .where('m.organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setMembershipRole(
  db: Db,
  membershipId: string,
  roleId: string,
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ role_id: roleId })
    .where('id', '=', membershipId)
    .execute();
}

export async function setMembershipStatus(
  db: Db,
  membershipId: string,
  status: number,
): Promise<void> {
  await db.updateTable('memberships').set({ status }).where('id', '=', membershipId).execute();
}

/**
 * The places an organisation's members (active or deactivated) and open
 * invitations take, with the organisation's row locked so that two
 * invitations cannot both take the last place.
 */
export async function lockAndCountPlaces(db: Db, organizationId: string): Promise<number> {
  await lockOrganization(db, organizationId);
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
  return Number(members.n) + Number(invitations.n);
}
