import { builtInRolesGranting, type Permission } from '../../../contracts/account/permissions.js';
import {
  MAX_USERS_HOLDING,
  type OrganizationUserResponse,
  type UserResponse,
} from '../../../contracts/account/users.js';
import type { Db } from '../db.js';
import { MembershipStatus } from '../membership-status.js';

const toUser = (row: {
  id: string;
  email: string;
  full_name: string;
  preferred_name: string | null;
  language?: 'en' | 'id' | null;
}): UserResponse => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  preferredName: row.preferred_name,
  ...(row.language === undefined ? {} : { language: row.language }),
});

/** A user by their sign-in email, with the hash their password is checked against. */
export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A user by their sign-in email: their id and email, or undefined when no user has it. */
export async function findUserIdByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A user's email: the account name an authenticator app shows, the key of their sign-in lock. */
export async function findUserEmail(db: Db, userId: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.email;
}

/** The names a user goes by in mail and on a passkey: their email and full name. */
export async function findUserNames(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'full_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A user with their interface language (only the caller sees it). */
export async function findUser(db: Db, id: string): Promise<UserResponse | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'preferred_name', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toUser(row);
}

/**
 * Users of an organisation, each with the language they chose (a mail another
 * service writes them, an invoice's approver's, is in it): by id, whatever their membership's status (which
 * `active` tells), ids of non-members left out; or, with `permission`, only
 * its active members whose role grants it (a built-in role by the catalogue
 * in code, a custom role by its stored permissions), by full name, at most
 * `MAX_USERS_HOLDING` unless `ids` narrow them.
 */
export async function findOrganizationUsers(
  db: Db,
  organizationId: string,
  filter: { ids?: readonly string[]; permission?: Permission },
): Promise<OrganizationUserResponse[]> {
  const { ids, permission } = filter;
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .where('m.organization_id', '=', organizationId)
    .select(['u.id', 'u.email', 'u.full_name', 'u.preferred_name', 'u.language', 'm.status']);
  if (ids) query = query.where('u.id', 'in', ids);
  if (permission) {
    const builtIns = builtInRolesGranting(permission);
    query = query
      .where('m.status', '=', MembershipStatus.active)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('roles as r')
            .select('r.id')
            .whereRef('r.id', '=', 'm.role_id')
            .where((role) =>
              role.or([
                ...(builtIns.length > 0 ? [role('r.built_in', 'in', builtIns)] : []),
                role.and([
                  role('r.built_in', 'is', null),
                  role(role.val<string>(permission), '=', role.fn.any('r.permissions')),
                ]),
              ]),
            ),
        ),
      )
      .orderBy('u.full_name')
      .orderBy('u.id');
    if (!ids) query = query.limit(MAX_USERS_HOLDING);
  }
  const rows = await query.execute();
  return rows.map((row) => ({ ...toUser(row), active: row.status === MembershipStatus.active }));
}

/** Changes a user's own profile and answers it as it is now. */
export async function updateUserProfile(
  db: Db,
  id: string,
  profile: { fullName: string; preferredName: string | null; language: 'en' | 'id' },
): Promise<UserResponse> {
  const row = await db
    .updateTable('users')
    .set({
      full_name: profile.fullName,
      preferred_name: profile.preferredName,
      language: profile.language,
    })
    .where('id', '=', id)
    .returning(['id', 'email', 'full_name', 'preferred_name', 'language'])
    .executeTakeFirstOrThrow();
  return toUser(row);
}
