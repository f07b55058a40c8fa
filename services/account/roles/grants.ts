import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../kit/auth.js';
import { commonErrors, ServiceError } from '../../kit/errors.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import { MembershipStatus, type AccountDatabase } from '../db-types.js';

/**
 * The rule that keeps delegated administration from escalating: nobody grants
 * a permission they do not hold, and nobody changes the role they are in.
 * "Granting" is composing a role, putting an API key in a role, and giving a
 * member a role (inviting, setting it, restoring their access in it).
 */
export const grantErrors = {
  notHeld: (missing: readonly string[], field?: string) => new ServiceError(403, 'U-ACC-RL-9', `You cannot grant permissions you do not hold: ${missing.join(', ')}.`, field),
  ownRole: () => new ServiceError(403, 'U-ACC-RL-10', 'You cannot change the role you are in.'),
};

export type ActorRole = { roleId: string; permissions: ReadonlySet<string> };

/**
 * The role the caller acts in and what it grants now, read from the database
 * (the source of truth) rather than from the token, inside the caller's
 * transaction. The row is share-locked, so the caller's role cannot lose a
 * permission between this check and the grant it allows. A signed-in user
 * acts in their active membership; an API key in the key's role.
 */
export async function actorRole(db: Kysely<AccountDatabase>, auth: AccessClaims): Promise<ActorRole> {
  const row =
    auth.kind === 'api_key'
      ? await db
          .selectFrom('api_keys as k')
          .innerJoin('roles as r', 'r.id', 'k.role_id')
          .select(['r.id', 'r.built_in', 'r.permissions'])
          .where('k.id', '=', auth.sub)
          .where('k.organization_id', '=', auth.org)
          .where('k.revoked_at', 'is', null)
          .forShare('r')
          .executeTakeFirst()
      : await db
          .selectFrom('memberships as m')
          .innerJoin('roles as r', 'r.id', 'm.role_id')
          .select(['r.id', 'r.built_in', 'r.permissions'])
          .where('m.user_id', '=', auth.sub)
          .where('m.organization_id', '=', auth.org)
          .where('m.status', '=', MembershipStatus.active)
          .forShare('r')
          .executeTakeFirst();
  // The token was valid a moment ago; without a membership or key now, the caller holds nothing.
  if (!row) throw commonErrors.forbidden('a role in this organisation');
  return { roleId: row.id, permissions: new Set(permissionsOfRole({ builtIn: row.built_in, permissions: row.permissions })) };
}

/** Refuses unless the actor holds every one of the permissions (the owner holds them all). */
export function requireHeld(actor: ActorRole, permissions: Iterable<string>, field?: string): void {
  const missing = [...new Set(permissions)].filter((permission) => !actor.permissions.has(permission)).sort();
  if (missing.length > 0) throw grantErrors.notHeld(missing, field);
}

/** Refuses unless the actor holds every permission of the role (a built-in role's from the catalogue). */
export async function requireRoleHeld(db: Kysely<AccountDatabase>, actor: ActorRole, roleId: string, field?: string): Promise<void> {
  const role = await db.selectFrom('roles').select(['built_in', 'permissions']).where('id', '=', roleId).executeTakeFirst();
  if (role) requireHeld(actor, permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions }), field);
}
