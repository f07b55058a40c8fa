import { sql, type Kysely } from 'kysely';
import { SESSION_REVOKED_CHANNEL, type Revocation } from '../../kit/revocations.js';
import type { AccountDatabase } from '../db-types.js';

/** How long an access token lives. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * How long after its revocation a session's access tokens must still be
 * refused: their lifetime, plus a minute for a token signed just as the session
 * was revoked, the BFF's clock tolerance and clocks that differ a little.
 */
export const REVOCATION_MEMORY_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

/** Which live sessions to end: one session, or a user's (in one organisation, or all but one session). */
export type SessionsToRevoke = { sessionId?: string; userId?: string; organizationId?: string; exceptSessionId?: string };

/**
 * Ends the matching live sessions (their refresh tokens stop working) and, in
 * the same statement, notifies `kas_session_revoked` with
 * `{"sessionId": "…", "until": <epoch seconds>}` for each, so every service
 * and BFF instance refuses their access tokens from the next request on.
 * PostgreSQL delivers the notifications when the caller's transaction
 * commits, and not at all when it rolls back. Answers the ids of the sessions
 * it ended.
 */
export async function revokeSessions(db: Kysely<AccountDatabase>, which: SessionsToRevoke): Promise<string[]> {
  if (!which.sessionId && !which.userId) throw new Error('revokeSessions needs a session or a user');
  const rows = await db
    .with('revoked', (query) => {
      let update = query
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('revoked_at', 'is', null);
      if (which.sessionId) update = update.where('id', '=', which.sessionId);
      if (which.userId) update = update.where('user_id', '=', which.userId);
      if (which.organizationId) update = update.where('organization_id', '=', which.organizationId);
      if (which.exceptSessionId) update = update.where('id', '!=', which.exceptSessionId);
      return update.returning(['id', 'revoked_at']);
    })
    .selectFrom('revoked')
    .select(['revoked.id', sql<string>`pg_notify(${SESSION_REVOKED_CHANNEL}, json_build_object('sessionId', revoked.id, 'until', ${until(sql.ref('revoked.revoked_at'))})::text)`.as('notified')])
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Ends every live session of a user in one organisation, for when they stop
 * being an active member of it (removed, deactivated, their role taken away):
 * their access ends on their next request, everywhere. Sessions in their
 * other organisations go on.
 */
export function revokeMembership(db: Kysely<AccountDatabase>, userId: string, organizationId: string): Promise<string[]> {
  return revokeSessions(db, { userId, organizationId });
}

/** Which live sessions to renew: a user's in one organisation, or every holder's of a role. */
export type SessionsToRenew = { userId: string; organizationId: string } | { roleId: string };

/**
 * Moves the matching live sessions to a new generation and notifies
 * `kas_session_revoked` with `{"sessionId", "until", "generation"}`: their
 * access tokens of older generations are refused from the next request on,
 * while the sessions live on, so a browser's next request refreshes its token
 * and gets the member's new role and permissions at once. For a change of
 * role or of a role's permissions. Answers the ids of the sessions renewed.
 */
export async function renewSessions(db: Kysely<AccountDatabase>, which: SessionsToRenew): Promise<string[]> {
  const rows = await db
    .with('renewed', (query) => {
      let update = query
        .updateTable('sessions')
        .set({ generation: sql<number>`generation + 1`, renewed_at: sql<Date>`now()` })
        .where('revoked_at', 'is', null);
      if ('roleId' in which) {
        update = update.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('memberships as m')
              .select('m.id')
              .whereRef('m.user_id', '=', 'sessions.user_id')
              .whereRef('m.organization_id', '=', 'sessions.organization_id')
              .where('m.role_id', '=', which.roleId),
          ),
        );
      } else {
        update = update.where('user_id', '=', which.userId).where('organization_id', '=', which.organizationId);
      }
      return update.returning(['id', 'renewed_at', 'generation']);
    })
    .selectFrom('renewed')
    .select([
      'renewed.id',
      sql<string>`pg_notify(${SESSION_REVOKED_CHANNEL}, json_build_object('sessionId', renewed.id, 'until', ${until(sql.ref('renewed.renewed_at'))}, 'generation', renewed.generation)::text)`.as(
        'notified',
      ),
    ])
    .execute();
  return rows.map((row) => row.id);
}

/** The sessions whose access tokens (or older ones of) are still to be refused, for a listener that is starting (`GET /sessions/revocations`). */
export async function recentRevocations(db: Kysely<AccountDatabase>): Promise<Revocation[]> {
  const since = sql<Date>`now() - make_interval(secs => ${REVOCATION_MEMORY_SECONDS})`;
  const revoked = await db
    .selectFrom('sessions')
    .select(['id', until(sql.ref('revoked_at')).as('until')])
    .where('revoked_at', '>', since)
    .execute();
  const renewed = await db
    .selectFrom('sessions')
    .select(['id', 'generation', until(sql.ref('renewed_at')).as('until')])
    .where('renewed_at', '>', since)
    .where('revoked_at', 'is', null)
    .execute();
  // A revoked API key's tokens carry the key's id as their session.
  const revokedKeys = await db
    .selectFrom('api_keys')
    .select(['id', until(sql.ref('revoked_at')).as('until')])
    .where('revoked_at', '>', since)
    .execute();
  return [
    ...revoked.map((row) => ({ sessionId: row.id, until: Number(row.until) })),
    ...revokedKeys.map((row) => ({ sessionId: row.id, until: Number(row.until) })),
    ...renewed.map((row) => ({ sessionId: row.id, until: Number(row.until), generation: row.generation })),
  ];
}

/** Seconds since the epoch when the tokens of a session revoked at `revokedAt` have all expired. */
const until = (revokedAt: ReturnType<typeof sql.ref>) => sql<string>`(floor(extract(epoch from ${revokedAt}))::bigint + ${REVOCATION_MEMORY_SECONDS}::int)`;
