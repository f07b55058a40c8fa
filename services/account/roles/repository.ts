import { sql, type Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';

/**
 * Roles of one organisation with how many memberships hold each (any status:
 * deactivated and removed members return to their role when restored) and
 * how many open invitations offer it.
 */
export function rolesQuery(db: Kysely<AccountDatabase>, organizationId: string) {
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
