import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../kit/auth.js';
import { commonErrors } from '../../kit/errors.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import type { AccountDatabase } from '../db-types.js';
import { grantErrors } from './errors.js';
import { findRoleGrants, lockActorRole } from './repository.js';

export { grantErrors };

/*
 * The rule that keeps delegated administration from escalating: nobody grants
 * a permission they do not hold, and nobody changes the role they are in.
 * "Granting" is composing a role, putting an API key in a role, and giving a
 * member a role (inviting, setting it, restoring their access in it).
 */

export type ActorRole = { roleId: string; permissions: ReadonlySet<string> };

/**
 * The role the caller acts in and what it grants now, read from the database
 * (the source of truth) rather than from the token, inside the caller's
 * transaction. The row is share-locked, so the caller's role cannot lose a
 * permission between this check and the grant it allows. A signed-in user
 * acts in their active membership; an API key in the key's role.
 */
export async function actorRole(
  db: Kysely<AccountDatabase>,
  auth: AccessClaims,
): Promise<ActorRole> {
  const row = await lockActorRole(db, auth);
  // The token was valid a moment ago; without a membership or key now, the caller holds nothing.
  if (!row) throw commonErrors.forbidden('a role in this organisation');
  return {
    roleId: row.id,
    permissions: new Set(
      permissionsOfRole({ builtIn: row.built_in, permissions: row.permissions }),
    ),
  };
}

/** Refuses unless the actor holds every one of the permissions (the owner holds them all). */
export function requireHeld(actor: ActorRole, permissions: Iterable<string>, field?: string): void {
  const missing = [...new Set(permissions)]
    .filter((permission) => !actor.permissions.has(permission))
    .sort();
  if (missing.length > 0) throw grantErrors.notHeld(missing, field);
}

/** Refuses unless the actor holds every permission of the role (a built-in role's from the catalogue). */
export async function requireRoleHeld(
  db: Kysely<AccountDatabase>,
  actor: ActorRole,
  roleId: string,
  field?: string,
): Promise<void> {
  const role = await findRoleGrants(db, roleId);
  if (role)
    requireHeld(
      actor,
      permissionsOfRole({ builtIn: role.built_in, permissions: role.permissions }),
      field,
    );
}
