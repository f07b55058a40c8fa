import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * Counters of attempts in a window, one row per key in the service's own
 * `attempt_counters` table (each service that counts has one, of the same
 * shape: account's sign-in lockout and password-reset requests, invoicing's
 * guesses at buyers' links and PDF renders). A caller reserves its attempt
 * with one atomic statement BEFORE it checks anything and reads back how many
 * the window holds, its own included; so however many requests arrive at
 * once, on however many instances, at most `limit` of them get past the
 * check. Every attempt let through moves the window's end to a full window
 * from now, so the lock period counts from the last attempt let through;
 * refused attempts do not move it (hammering a locked key does not keep its
 * owner out for ever).
 *
 * The wait it answers is counted from the statement's own moment
 * (`clock_timestamp()`), not its transaction's start (`now()`): a request
 * whose transaction began before the one that moved the window, and waited
 * for its row lock, would otherwise be told a second more than the window.
 *
 * `counts`, when given, is a condition the same statement judges (a lookup):
 * false, the request takes no attempt and only reads the window (`counted`
 * false), so a request that is no failure is never refused for others that
 * raced it, while the answer still comes from the one row lock.
 */
export async function takeAttempt(
  db: QueryExecutorProvider,
  key: string,
  limit: number,
  windowSeconds: number,
  counts: RawBuilder<boolean> = sql<boolean>`true`,
): Promise<{ attempts: number; retryAfterSeconds: number; counted: boolean }> {
  const window = sql`now() + make_interval(secs => ${windowSeconds})`;
  const row = await sql<{ attempts: number; retryAfterSeconds: number; counted: boolean }>`
    with input as (select coalesce((${counts}), true) as counts)
    insert into attempt_counters as c (key, attempts, resets_at)
    select ${key}, case when i.counts then 1 else 0 end, ${window} from input i
    on conflict (key) do update set
      attempts = case when c.resets_at <= now() then excluded.attempts else c.attempts + excluded.attempts end,
      resets_at = case
        when c.resets_at <= now() or (excluded.attempts > 0 and c.attempts + 1 <= ${limit}) then ${window}
        else c.resets_at end
    returning attempts, greatest(1, ceil(extract(epoch from resets_at - clock_timestamp())))::int as "retryAfterSeconds",
      (select counts from input) as counted`.execute(db);
  // Keys of unknown emails and addresses come and go: now and then, sweep the windows long over.
  if (Math.random() < 0.01)
    await sql`delete from attempt_counters where resets_at < now() - interval '1 day'`.execute(db);
  return row.rows[0]!;
}

/** `takeAttempt`, answering only how many attempts the window holds now, this one included. */
export async function reserveAttempt(
  db: QueryExecutorProvider,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<number> {
  return (await takeAttempt(db, key, limit, windowSeconds)).attempts;
}

/** Gives back an attempt that was not a failure (a right password, or one refused before any check). */
export async function releaseAttempt(db: QueryExecutorProvider, key: string): Promise<void> {
  await sql`update attempt_counters set attempts = greatest(attempts - 1, 0) where key = ${key}`.execute(
    db,
  );
}

/** Forgets a key's attempts (a completed sign-in resets its email's count). */
export async function clearAttempts(db: QueryExecutorProvider, key: string): Promise<void> {
  await sql`delete from attempt_counters where key = ${key}`.execute(db);
}

/** How many attempts the key's window holds now, without taking one. */
export async function attemptsInWindow(db: QueryExecutorProvider, key: string): Promise<number> {
  const row = await sql<{
    attempts: number;
  }>`select attempts from attempt_counters where key = ${key} and resets_at > now()`.execute(db);
  return row.rows[0]?.attempts ?? 0;
}
