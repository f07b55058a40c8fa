import type { Kysely } from 'kysely';
import { envInt } from '../../../platform/env.js';
import type { AccountDatabase } from '../db-types.js';
import { memberErrors } from './errors.js';
import { lockAndCountPlaces } from './repository.js';

export { memberErrors };

/** The most members (active or deactivated) plus open invitations an organisation may have: `MAX_MEMBERS`, default 50. */
export function readMaxMembers(): number {
  return envInt('MAX_MEMBERS', 50, { min: 1, max: 100_000 });
}

/**
 * Refuses a new member or invitation when the organisation already has its
 * maximum of members (active or deactivated) and open invitations. Call it
 * inside the transaction that adds one; it locks the organisation's row so
 * that two invitations cannot both take the last place.
 */
export async function checkMemberLimit(
  db: Kysely<AccountDatabase>,
  organizationId: string,
  max: number,
): Promise<void> {
  if ((await lockAndCountPlaces(db, organizationId)) >= max) throw memberErrors.maxMembers(max);
}
