import { sql, type Kysely } from 'kysely';
import { envInt } from '../../kit/config.js';
import { ServiceError } from '../../kit/errors.js';
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

export const lockoutErrors = {
  attemptsExceeded: () => new ServiceError(429, 'U-ACC-AU-5', 'Too many sign-in attempts. Your account is locked for a while.'),
  locked: () => new ServiceError(429, 'U-ACC-AU-6', 'Your account is in a lock period. Please try again later.'),
};

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
 * Counts failed sign-ins, keyed by the email typed (known or not, so the lock
 * reveals nothing about which emails exist) and by address, within the lock
 * window and since the email's last successful sign-in.
 */
export async function recentFailures(db: Kysely<AccountDatabase>, policy: LockoutPolicy, email: string, ip: string | null) {
  const [byEmail, byAddress] = await Promise.all([failuresForEmail(db, policy, email), failuresFromAddress(db, policy, ip)]);
  return { byEmail, byAddress };
}

/** Wrong passwords or codes: failed sign-ins, and wrong current passwords when changing it. */
const FAILED_PROOFS = ['SIGN_IN_FAILED', 'PASSWORD_CHANGE_REFUSED'];

const windowStart = (policy: LockoutPolicy) => sql<Date>`now() - make_interval(secs => ${policy.lockSeconds})`;

async function failuresForEmail(db: Kysely<AccountDatabase>, policy: LockoutPolicy, email: string): Promise<number> {
  const row = await db
    .selectFrom('auth_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('email', '=', email)
    .where('event', 'in', FAILED_PROOFS)
    .where('created_at', '>', windowStart(policy))
    .where(({ eb, selectFrom }) =>
      eb(
        'created_at',
        '>',
        selectFrom('auth_events as s')
          .select(sql<Date>`coalesce(max(s.created_at), '-infinity'::timestamptz)`.as('last'))
          .where('s.email', '=', email)
          .where('s.event', '=', 'SIGNED_IN'),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Failed sign-ins from one address within the lock window (any email, or none, as with passkeys). */
export async function failuresFromAddress(db: Kysely<AccountDatabase>, policy: LockoutPolicy, ip: string | null): Promise<number> {
  if (!ip) return 0;
  const row = await db
    .selectFrom('auth_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('ip', '=', ip)
    .where('event', '=', 'SIGN_IN_FAILED')
    .where('created_at', '>', windowStart(policy))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
