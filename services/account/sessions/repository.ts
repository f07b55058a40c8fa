import { sql, type RawBuilder } from 'kysely';
import { SESSION_REVOKED_CHANNEL, type Revocation } from '../../../platform/revocations.js';
import type { SecurityEventType } from '../../../contracts/account/users.js';
import type { Db } from '../db.js';
import { REVOCATION_MEMORY_SECONDS } from './lifetimes.js';
import { spendLive } from '../single-use.js';

// Pending sign-ins (the second step, or the enforced setup of a second factor).

export async function insertChallenge(
  db: Db,
  challenge: {
    tokenHash: string;
    userId: string;
    organizationId: string;
    ip: string | null;
    purpose: 'VERIFY' | 'SETUP';
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: challenge.tokenHash,
      user_id: challenge.userId,
      organization_id: challenge.organizationId,
      ip: challenge.ip,
      purpose: challenge.purpose,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A pending sign-in with its user's email. */
export async function findChallenge(db: Db, tokenHash: string) {
  return db
    .selectFrom('two_factor_challenges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.token_hash',
      'c.user_id',
      'c.organization_id',
      'c.expires_at',
      'c.used_at',
      'c.purpose',
      'u.email',
    ])
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findChallengeOrganization(db: Db, tokenHash: string) {
  return db
    .selectFrom('two_factor_challenges')
    .select('organization_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
}

/** Marks a pending sign-in used, once; false when it was used or expired. */
export async function spendChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const spent = await spendLive(db, 'two_factor_challenges')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

// Sessions and their refresh tokens.

export async function insertSession(
  db: Db,
  userId: string,
  organizationId: string,
  usedTwoFactor: boolean,
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({ user_id: userId, organization_id: organizationId, used_two_factor: usedTwoFactor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: tokenHash, session_id: sessionId, expires_at: expiresAt })
    .execute();
}

/** A refresh token with its session, locked until the transaction ends. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .where('t.token_hash', '=', tokenHash)
    .select([
      't.session_id',
      't.expires_at',
      't.used_at',
      's.user_id',
      's.organization_id',
      's.revoked_at',
      's.used_two_factor',
      's.generation',
    ])
    .forUpdate()
    .executeTakeFirst();
}

export async function spendRefreshToken(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function findRefreshTokenSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .select(['t.session_id', 's.user_id', 's.revoked_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

// The security page (activity.ts).

/** A user's security events since `days` days ago, newest first, at most `limit`. */
export async function findAuthEvents(db: Db, userId: string, days: number, limit: number) {
  return db
    .selectFrom('auth_events')
    .select(['created_at', 'category', 'event', 'ip'])
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// Sign-in history and attempt counters (lockout.ts).

export type AuthEvent = {
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  category: 'AUTH' | 'TWO_FACTOR_AUTH';
  event: SecurityEventType;
};

export async function recordAuthEvent(db: Db, event: AuthEvent): Promise<void> {
  await db
    .insertInto('auth_events')
    .values({
      user_id: event.userId ?? null,
      email: event.email ?? null,
      ip: event.ip ?? null,
      category: event.category,
      event: event.event,
    })
    .execute();
}

// Counters of attempts in a window (`attempt_counters`): the kit's, shared with the invoicing service's guesses and renders.
export {
  attemptsInWindow,
  clearAttempts,
  releaseAttempt,
  reserveAttempt,
} from '../../kit/attempt-counters.js';

// Revoking and renewing sessions (revocations.ts).

/** Which live sessions to end: one session, or a user's (in one organisation, or all but one session). */
export type SessionsToRevoke = {
  sessionId?: string;
  userId?: string;
  organizationId?: string;
  exceptSessionId?: string;
};

/**
 * Ends the matching live sessions (their refresh tokens stop working) and, in
 * the same statement, notifies `kas_session_revoked` with
 * `{"sessionId": "…", "until": <epoch seconds>}` for each, so every service
 * and BFF instance refuses their access tokens from the next request on.
 * PostgreSQL delivers the notifications when the caller's transaction
 * commits, and not at all when it rolls back. Answers the ids of the sessions
 * it ended.
 */
export async function revokeSessions(db: Db, which: SessionsToRevoke): Promise<string[]> {
  if (!which.sessionId && !which.userId)
    throw new Error('revokeSessions needs a session or a user');
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
    .select([
      'revoked.id',
      sql<string>`pg_notify(${SESSION_REVOKED_CHANNEL}, json_build_object('sessionId', revoked.id, 'until', ${until(sql.ref('revoked.revoked_at'))})::text)`.as(
        'notified',
      ),
    ])
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Ends every live session of a user in one organisation, for when they stop
 * being an active member of it (removed, deactivated, their role taken away):
 * their access ends on their next request, everywhere. Sessions in their
 * other organisations go on.
 */
export function revokeMembership(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<string[]> {
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
 * role or of a role's permissions; for the latter, the role's live API keys
 * are renewed the same way (a key's id is the session of its tokens), so an
 * integrator's next request trades the key for a token with the new
 * permissions. Open subscriptions of every renewed session or key are closed
 * by the listeners. Answers the ids of the sessions and keys renewed.
 */
export async function renewSessions(db: Db, which: SessionsToRenew): Promise<string[]> {
  const sessions = await renewMemberSessions(db, which);
  return 'roleId' in which ? [...sessions, ...(await renewApiKeys(db, which.roleId))] : sessions;
}

async function renewMemberSessions(db: Db, which: SessionsToRenew): Promise<string[]> {
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
        update = update
          .where('user_id', '=', which.userId)
          .where('organization_id', '=', which.organizationId);
      }
      return update.returning(['id', 'renewed_at', 'generation']);
    })
    .selectFrom('renewed')
    .select(['renewed.id', renewalNotice()])
    .execute();
  return rows.map((row) => row.id);
}

/** Moves a role's live API keys to a new generation and notifies as renewSessions does, with the key's id as the session. */
async function renewApiKeys(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .with('renewed', (query) =>
      query
        .updateTable('api_keys')
        .set({ generation: sql<number>`generation + 1`, renewed_at: sql<Date>`now()` })
        .where('role_id', '=', roleId)
        .where('revoked_at', 'is', null)
        .returning(['id', 'renewed_at', 'generation']),
    )
    .selectFrom('renewed')
    .select(['renewed.id', renewalNotice()])
    .execute();
  return rows.map((row) => row.id);
}

/** The sessions whose access tokens (or older ones of) are still to be refused, for a listener that is starting (`GET /sessions/revocations`). */
export async function recentRevocations(db: Db): Promise<Revocation[]> {
  const since = sql<Date>`now() - make_interval(secs => ${REVOCATION_MEMORY_SECONDS})`;
  const sessions = await revokedOrRenewed(db, 'sessions', since);
  // A revoked API key's tokens carry the key's id as their session.
  const keys = await revokedOrRenewed(db, 'api_keys', since);
  return [
    ...[...sessions.revoked, ...keys.revoked].map((row) => ({
      sessionId: row.id,
      until: Number(row.until),
    })),
    ...[...sessions.renewed, ...keys.renewed].map((row) => ({
      sessionId: row.id,
      until: Number(row.until),
      generation: row.generation,
    })),
  ];
}

/** The sessions (or API keys) revoked since `since`, and those renewed since then and not revoked, with when their tokens have all expired. */
async function revokedOrRenewed(db: Db, table: 'sessions' | 'api_keys', since: RawBuilder<Date>) {
  const revoked = await db
    .selectFrom(table)
    .select(['id', until(sql.ref('revoked_at')).as('until')])
    .where('revoked_at', '>', since)
    .execute();
  const renewed = await db
    .selectFrom(table)
    .select(['id', 'generation', until(sql.ref('renewed_at')).as('until')])
    .where('renewed_at', '>', since)
    .where('revoked_at', 'is', null)
    .execute();
  return { revoked, renewed };
}

/**
 * The notice of each row of a `renewed` selection to the listeners: its id as
 * the session, when its older tokens have all expired, its new generation.
 */
function renewalNotice() {
  return sql<string>`pg_notify(${SESSION_REVOKED_CHANNEL}, json_build_object('sessionId', renewed.id, 'until', ${until(sql.ref('renewed.renewed_at'))}, 'generation', renewed.generation)::text)`.as(
    'notified',
  );
}

/** Seconds since the epoch when the tokens of a session revoked at `revokedAt` have all expired. */
const until = (revokedAt: ReturnType<typeof sql.ref>) =>
  sql<string>`(floor(extract(epoch from ${revokedAt}))::bigint + ${REVOCATION_MEMORY_SECONDS}::int)`;
