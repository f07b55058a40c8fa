import type { Kysely, Selectable, Updateable } from 'kysely';
import {
  BUILT_IN_ROLES,
  permissionsOfRole,
  type BuiltInRole,
} from '../../../contracts/account/permissions.js';
import { nameSkeleton } from '../../kit/text.js';
import type { AccountDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { MembershipStatus } from '../membership-status.js';

export type MembershipView = {
  organizationId: string;
  organizationName: string;
  organizationUsername: string;
  timeZone: string;
  defaultCurrency: string;
  /** The company control: every member must sign in with a second factor. */
  twoFactorRequired: boolean;
  /** The company control: a Maker & Approver may approve their own payments and transfers. */
  selfApprovalAllowed: boolean;
  /** The company control: creating transfers is active. */
  transfersActive: boolean;
  /** The company control: creating payments is active. */
  paymentsActive: boolean;
  /** The company control: a payment or transfer that would take its source account below its available balance is refused. */
  balanceShortfallRefused: boolean;
  roleId: string;
  roleName: string;
  roleDescription: string | null;
  permissions: string[];
  /** The built-in role this is (OWNER, MAKER, APPROVER, MAKER_APPROVER), or null for a custom role. */
  builtIn: string | null;
  isOwner: boolean;
};

/** A user's active memberships with their organisation and role, oldest first. */
export async function findActiveMemberships(
  db: Kysely<AccountDatabase>,
  userId: string,
): Promise<MembershipView[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .where('m.user_id', '=', userId)
    .where('m.status', '=', MembershipStatus.active)
    .orderBy('m.created_at')
    .select([
      'o.id as organizationId',
      'o.name as organizationName',
      'o.username as organizationUsername',
      'o.time_zone as timeZone',
      'o.default_currency as defaultCurrency',
      'o.two_factor_required as twoFactorRequired',
      'o.self_approval_allowed as selfApprovalAllowed',
      'o.transfers_active as transfersActive',
      'o.payments_active as paymentsActive',
      'o.balance_shortfall_refused as balanceShortfallRefused',
      'r.id as roleId',
      'r.name as roleName',
      'r.description as roleDescription',
      'r.permissions as storedPermissions',
      'r.built_in as builtIn',
      'r.is_owner as isOwner',
    ])
    .execute();
  return rows.map(({ storedPermissions, ...row }) => ({
    ...row,
    permissions: permissionsOfRole({ builtIn: row.builtIn, permissions: storedPermissions }),
  }));
}

export type OrganizationRow = Selectable<AccountDatabase['organizations']>;

/** One organisation's row: its profile, controls and orders settings. */
export function findOrganizationRow(
  db: Kysely<AccountDatabase>,
  organizationId: string,
): Promise<OrganizationRow | undefined> {
  return db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

/** Changes the named columns of one organisation and answers the row as it is now. */
export function updateOrganizationRow(
  db: Kysely<AccountDatabase>,
  organizationId: string,
  values: Updateable<AccountDatabase['organizations']>,
): Promise<OrganizationRow> {
  return db
    .updateTable('organizations')
    .set(values)
    .where('id', '=', organizationId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('organizations')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst(),
  );
}

export async function insertOrganization(db: Db, name: string, username: string) {
  return db
    .insertInto('organizations')
    .values({ name, username })
    .returning(['id', 'name', 'username'])
    .executeTakeFirstOrThrow();
}

/** A new organisation's built-in roles (their permissions come from the catalogue). */
export async function insertBuiltInRoles(db: Db, organizationId: string) {
  return db
    .insertInto('roles')
    .values(
      Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({
        organization_id: organizationId,
        name: role.name,
        name_key: nameSkeleton(role.name),
        description: role.description,
        permissions: [],
        is_owner: key === 'OWNER',
        built_in: key as BuiltInRole,
      })),
    )
    .returning(['id', 'name'])
    .execute();
}

export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string; fullName: string },
) {
  return db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash, full_name: user.fullName })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/** Makes the user an active member in the role (a former membership comes back in it); answers the membership's id. */
export async function joinOrganization(
  db: Db,
  organizationId: string,
  userId: string,
  roleId: string,
): Promise<string> {
  const row = await db
    .insertInto('memberships')
    .values({
      organization_id: organizationId,
      user_id: userId,
      role_id: roleId,
      status: MembershipStatus.active,
    })
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'user_id'])
        .doUpdateSet({ role_id: roleId, status: MembershipStatus.active }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The organisation's row lock, until the transaction ends: what is judged
 * against the organisation as a whole (an invitation, the places its members
 * take) is judged one after the other.
 */
export async function lockOrganization(db: Db, organizationId: string): Promise<void> {
  await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .forUpdate()
    .execute();
}

/** The organisation's row, locked until the transaction ends. */
export async function lockOrganizationRow(
  db: Db,
  organizationId: string,
): Promise<OrganizationRow> {
  return db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
