import type { Kysely } from 'kysely';
import { envInt } from '../../../platform/env.js';
import type { ServiceError } from '../../kit/errors.js';
import { lockoutErrors } from './errors.js';
import {
  attemptsInWindow,
  clearAttempts,
  recordAuthEvent,
  releaseAttempt,
  reserveAttempt,
  type AuthEvent,
} from './repository.js';
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

/** What the services that check a proof use of the lockout's parts: its errors, the auth event log and an attempt's reservation. */
export { lockoutErrors, recordAuthEvent, reserveAttempt };

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
  async begin(
    email: string | null,
    ip: string | null,
    options: { countAddress?: boolean } = {},
  ): Promise<LockoutAttempt> {
    const { maxAttempts, maxAttemptsPerAddress, lockSeconds } = this.policy;
    const addressKey = ip && options.countAddress !== false ? this.addressKey(ip) : null;
    if (
      addressKey &&
      (await reserveAttempt(this.db, addressKey, maxAttemptsPerAddress, lockSeconds)) >
        maxAttemptsPerAddress
    ) {
      await releaseAttempt(this.db, addressKey);
      throw lockoutErrors.attemptsExceeded();
    }
    const emailKey = email ? this.emailKey(email) : null;
    const byEmail = emailKey
      ? await reserveAttempt(this.db, emailKey, maxAttempts, lockSeconds)
      : 0;
    if (emailKey && byEmail > maxAttempts) {
      if (addressKey) await releaseAttempt(this.db, addressKey);
      throw lockoutErrors.locked();
    }
    return new LockoutAttempt(this.db, { email, ip }, emailKey, addressKey, byEmail >= maxAttempts);
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
    /** The email and address the attempt was taken for, as the auth log records them. */
    private readonly by: { email: string | null; ip: string | null },
    private readonly emailKey: string | null,
    private readonly addressKey: string | null,
    /** This attempt is the last the email may make: failing it locks the email. */
    readonly isLast: boolean,
  ) {}

  /** The proof was wrong: the attempt stays counted; answers the error to give (the lock's, on the last attempt). */
  failed(error: ServiceError): ServiceError {
    return this.isLast ? lockoutErrors.attemptsExceeded() : error;
  }

  /**
   * The proof was wrong: the auth log records `event` for the attempt's email
   * and address, and the attempt stays counted (as `failed`). One call, so no
   * refusal is counted without its log entry.
   */
  async refused(
    event: Pick<AuthEvent, 'userId' | 'category' | 'event'>,
    error: ServiceError,
  ): Promise<ServiceError> {
    await recordAuthEvent(this.db, { ...event, ...this.by });
    return this.failed(error);
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
