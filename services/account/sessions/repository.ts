import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountDatabase } from '../db-types.js';

type Db = Kysely<AccountDatabase> | Transaction<AccountDatabase>;

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

export async function findUserEmail(db: Db, userId: string) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
}

// Pending sign-ins (the second step, or the enforced setup of a second factor).

export async function insertChallenge(
  db: Db,
  challenge: { tokenHash: string; userId: string; organizationId: string; ip: string | null; purpose: 'VERIFY' | 'SETUP'; expiresAt: Date },
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
    .select(['c.token_hash', 'c.user_id', 'c.organization_id', 'c.expires_at', 'c.used_at', 'c.purpose', 'u.email'])
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findChallengeOrganization(db: Db, tokenHash: string) {
  return db.selectFrom('two_factor_challenges').select('organization_id').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
}

/** Marks a pending sign-in used, once; false when it was used or expired. */
export async function spendChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const spent = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

// Sessions and their refresh tokens.

export async function insertSession(db: Db, userId: string, organizationId: string, usedTwoFactor: boolean): Promise<string> {
  const row = await db.insertInto('sessions').values({ user_id: userId, organization_id: organizationId, used_two_factor: usedTwoFactor }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('refresh_tokens').values({ token_hash: tokenHash, session_id: sessionId, expires_at: expiresAt }).execute();
}

/** A refresh token with its session, locked until the transaction ends. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .where('t.token_hash', '=', tokenHash)
    .select(['t.session_id', 't.expires_at', 't.used_at', 's.user_id', 's.organization_id', 's.revoked_at', 's.used_two_factor', 's.generation'])
    .forUpdate()
    .executeTakeFirst();
}

export async function spendRefreshToken(db: Db, tokenHash: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ used_at: new Date() }).where('token_hash', '=', tokenHash).execute();
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
  event: string;
};

export async function recordAuthEvent(db: Db, event: AuthEvent): Promise<void> {
  await db
    .insertInto('auth_events')
    .values({ user_id: event.userId ?? null, email: event.email ?? null, ip: event.ip ?? null, category: event.category, event: event.event })
    .execute();
}

/**
 * Counters of attempts in a window, one row per key (`attempt_counters`).
 * A caller reserves its attempt with one atomic statement BEFORE it checks
 * anything and reads back how many the window holds, its own included; so
 * however many requests arrive at once, at most `limit` of them get past the
 * check. Every attempt let through moves the window's end to a full window
 * from now, so the lock period counts from the last attempt let through;
 * refused attempts do not move it (hammering a locked email does not keep its
 * owner out for ever).
 */
export async function reserveAttempt(db: Db, key: string, limit: number, windowSeconds: number): Promise<number> {
  const window = sql`now() + make_interval(secs => ${windowSeconds})`;
  const row = await sql<{ attempts: number }>`
    insert into attempt_counters as c (key, attempts, resets_at) values (${key}, 1, ${window})
    on conflict (key) do update set
      attempts = case when c.resets_at <= now() then 1 else c.attempts + 1 end,
      resets_at = case when c.resets_at <= now() or c.attempts + 1 <= ${limit} then ${window} else c.resets_at end
    returning attempts`.execute(db);
  // Keys of unknown emails and addresses come and go: now and then, sweep the windows long over.
  if (Math.random() < 0.01)
    await db
      .deleteFrom('attempt_counters')
      .where('resets_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  return row.rows[0]!.attempts;
}

/** Gives back an attempt that was not a failure (a right password, or one refused before any check). */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

/** Forgets a key's attempts (a completed sign-in resets its email's count). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', '=', key).execute();
}

/** How many attempts the key's window holds now, without taking one. */
export async function attemptsInWindow(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('attempt_counters')
    .select('attempts')
    .where('key', '=', key)
    .where('resets_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.attempts ?? 0;
}
