import { sql, type Kysely } from 'kysely';
import { envInt } from '../../kit/config.js';
import type { ServiceError } from '../../kit/errors.js';
import { lockoutErrors } from './errors.js';
import type { AccountDatabase } from '../db-types.js';

export type LockoutPolicy = {
  /** Failed sign-ins for one email within the window that lock it (default 5). */
  maxAttempts: number;
  /** Failed sign-ins from one address within the window that block it (default 50). */
  maxAttemptsPerAddress: number;
  /** The window and the lock period, in seconds (default 15 minutes). */
  lockSeconds: number;
};

export function readLockoutPolicy(): LockoutPolicy {
  return {
    maxAttempts: envInt('LOGIN_MAX_ATTEMPTS', 5, { min: 1 }),
    maxAttemptsPerAddress: envInt('LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 50, { min: 1 }),
    lockSeconds: envInt('LOGIN_LOCK_SECONDS', 15 * 60, { min: 1 }),
  };
}

export { lockoutErrors };

export type AuthEvent = {
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  category: 'AUTH' | 'TWO_FACTOR_AUTH';
  event: string;
};

export async function recordAuthEvent(db: Kysely<AccountDatabase>, event: AuthEvent): Promise<void> {
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
export async function reserveAttempt(db: Kysely<AccountDatabase>, key: string, limit: number, windowSeconds: number): Promise<number> {
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
export async function releaseAttempt(db: Kysely<AccountDatabase>, key: string): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

/** Forgets a key's attempts (a completed sign-in resets its email's count). */
export async function clearAttempts(db: Kysely<AccountDatabase>, key: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', '=', key).execute();
}

/** How many attempts the key's window holds now, without taking one. */
export async function attemptsInWindow(db: Kysely<AccountDatabase>, key: string): Promise<number> {
  const row = await db
    .selectFrom('attempt_counters')
    .select('attempts')
    .where('key', '=', key)
    .where('resets_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

/**
 * Failed proofs (wrong passwords and second-factor codes) keyed by the email
 * typed, known or not, so the lock reveals nothing about which emails exist,
 * and by client address. A proof takes its attempts first and is checked only
 * when they are within the limits: 30 wrong passwords at once check 5, and a
 * right one among them is refused once the email is locked.
 */
export class Lockout {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    readonly policy: LockoutPolicy,
  ) {}

  private emailKey = (email: string) => `sign-in:email:${email.trim().toLowerCase()}`;
  private addressKey = (ip: string) => `sign-in:address:${ip}`;

  /**
   * Takes one attempt for the email (and the address, when known) or refuses:
   * the address when it is blocked (U-ACC-AU-5), the email when it is locked
   * (U-ACC-AU-6). The answer settles the attempt once its proof is checked.
   */
  async begin(email: string | null, ip: string | null, options: { countAddress?: boolean } = {}): Promise<LockoutAttempt> {
    const { maxAttempts, maxAttemptsPerAddress, lockSeconds } = this.policy;
    const addressKey = ip && options.countAddress !== false ? this.addressKey(ip) : null;
    if (addressKey && (await reserveAttempt(this.db, addressKey, maxAttemptsPerAddress, lockSeconds)) > maxAttemptsPerAddress) {
      await releaseAttempt(this.db, addressKey);
      throw lockoutErrors.attemptsExceeded();
    }
    const emailKey = email ? this.emailKey(email) : null;
    const byEmail = emailKey ? await reserveAttempt(this.db, emailKey, maxAttempts, lockSeconds) : 0;
    if (emailKey && byEmail > maxAttempts) {
      if (addressKey) await releaseAttempt(this.db, addressKey);
      throw lockoutErrors.locked();
    }
    return new LockoutAttempt(this.db, emailKey, addressKey, byEmail >= maxAttempts);
  }

  /** Whether the email is locked now (for proofs that take no attempt, such as a social provider's). */
  async isLocked(email: string): Promise<boolean> {
    return (await attemptsInWindow(this.db, this.emailKey(email))) >= this.policy.maxAttempts;
  }

  /** Clears the email's count after a sign-in completed another way (a passkey). */
  async signedIn(email: string): Promise<void> {
    await clearAttempts(this.db, this.emailKey(email));
  }
}

/** One reserved attempt: a failure keeps it, anything else gives it back. */
export class LockoutAttempt {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly emailKey: string | null,
    private readonly addressKey: string | null,
    /** This attempt is the last the email may make: failing it locks the email. */
    readonly isLast: boolean,
  ) {}

  /** The proof was wrong: the attempt stays counted; answers the error to give (the lock's, on the last attempt). */
  failed(error: ServiceError): ServiceError {
    return this.isLast ? lockoutErrors.attemptsExceeded() : error;
  }

  /** The proof was right but the sign-in is not complete (a second step follows): nothing is counted. */
  async proven(): Promise<void> {
    if (this.addressKey) await releaseAttempt(this.db, this.addressKey);
    if (this.emailKey) await releaseAttempt(this.db, this.emailKey);
  }

  /** The sign-in completed: the address's attempt is given back and the email's count starts again. */
  async signedIn(): Promise<void> {
    if (this.addressKey) await releaseAttempt(this.db, this.addressKey);
    if (this.emailKey) await clearAttempts(this.db, this.emailKey);
  }
}
