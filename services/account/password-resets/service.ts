import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { resetErrors } from './errors.js';
import {
  endOpenResetLinks,
  findResetLink,
  findUserByEmail,
  insertResetLink,
  setUserPassword,
  spendResetLink,
} from './repository.js';
import type { Mailer } from '../../kit/mailer.js';
import type { AccountDatabase } from '../db-types.js';
import { hashPassword } from '../passwords.js';
import { checkPasswordPolicy } from '../passwords/policy.js';
import { recordAuthEvent, reserveAttempt } from '../sessions/lockout.js';
import { revokeSessions } from '../sessions/revocations.js';
import { isUniqueViolation } from '../../kit/database.js';

export const RESET_LINK_MINUTES = 60;
/** Reset mails one email may get in an hour: enough for a lost mail or two, too few to flood an inbox. */
export const RESET_REQUESTS_PER_EMAIL = 3;
/** Reset requests one client address may make in an hour, across emails (an office shares one address). */
export const RESET_REQUESTS_PER_ADDRESS = 20;
const RESET_WINDOW_SECONDS = 3600;

export { resetErrors };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Password recovery (spec: forgot password). A request answers the same
 * whether or not the email exists and does the work after answering, so
 * neither the answer nor its timing tells; that includes the limits: at most
 * three mails per email and twenty requests per address an hour, the rest
 * are dropped silently. A user has one live link at a time (a new one ends
 * the older ones); it works once, for an hour, and using it ends every
 * session of the user.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Accepts a request at once; the mail (if the email is known) follows after the answer. */
  request(email: string, ip: string | null): void {
    setImmediate(() => void this.sendLink(email.trim(), ip).catch(this.onError));
  }

  private async sendLink(email: string, ip: string | null): Promise<void> {
    // Counted atomically before anything else, for unknown emails too, so a burst gets no more mails than the limits allow.
    const limited =
      (ip !== null &&
        (await reserveAttempt(
          this.db,
          `password-reset:address:${ip}`,
          RESET_REQUESTS_PER_ADDRESS,
          RESET_WINDOW_SECONDS,
        )) > RESET_REQUESTS_PER_ADDRESS) ||
      (await reserveAttempt(
        this.db,
        `password-reset:email:${email.toLowerCase()}`,
        RESET_REQUESTS_PER_EMAIL,
        RESET_WINDOW_SECONDS,
      )) > RESET_REQUESTS_PER_EMAIL;
    if (limited) {
      await recordAuthEvent(this.db, {
        email,
        ip,
        category: 'AUTH',
        event: 'PASSWORD_RESET_LIMITED',
      });
      return;
    }
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.issueLink(user.id, hashToken(token));
    const link = `${this.appUrl}/forgot-password?token=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Reset your Kas password / Atur ulang kata sandi Kas',
      text: [
        `Hello ${user.full_name},`,
        '',
        `Someone asked to reset the password of your Kas account. Open this link within ${RESET_LINK_MINUTES} minutes to choose a new one:`,
        link,
        'If it was not you, ignore this mail: your password stays as it is.',
        '',
        `Halo ${user.full_name},`,
        '',
        `Ada permintaan untuk mengatur ulang kata sandi akun Kas Anda. Buka tautan ini dalam ${RESET_LINK_MINUTES} menit untuk memilih kata sandi baru:`,
        link,
        'Jika bukan Anda, abaikan email ini: kata sandi Anda tidak berubah.',
      ].join('\n'),
    });
    await recordAuthEvent(this.db, {
      userId: user.id,
      email: user.email,
      ip,
      category: 'AUTH',
      event: 'PASSWORD_RESET_REQUESTED',
    });
  }

  /**
   * Stores a user's new link as their only live one: the older ones end (marked
   * used, so every check refuses them). A request in parallel may hold the one
   * live place for a moment (the unique index of unused links, migration 0016):
   * once it committed, this one ends its link in turn, so the last wins.
   */
  private async issueLink(userId: string, tokenHash: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.db.transaction().execute(async (trx) => {
          await endOpenResetLinks(trx, userId);
          await insertResetLink(
            trx,
            userId,
            tokenHash,
            new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
          );
        });
        return;
      } catch (error) {
        // At most RESET_REQUESTS_PER_EMAIL requests get this far at once, so as many tries settle it.
        if (!isUniqueViolation(error) || attempt > RESET_REQUESTS_PER_EMAIL) throw error;
      }
    }
  }

  /** Whether a link still works, for showing the expired-link state before the form. */
  async check(token: string): Promise<{ expiresAt: string }> {
    const row = await findResetLink(this.db, hashToken(token));
    if (!row || row.used_at || row.expires_at.getTime() <= Date.now())
      throw resetErrors.linkExpired();
    return { expiresAt: row.expires_at.toISOString() };
  }

  /** Sets the new password through a working link, spends the link and ends every session of the user. */
  async complete(token: string, password: string, ip: string | null): Promise<void> {
    checkPasswordPolicy(password, 'password');
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction().execute(async (trx) => {
      const spent = await spendResetLink(trx, hashToken(token));
      if (!spent) throw resetErrors.linkExpired();
      await setUserPassword(trx, spent, passwordHash);
      await revokeSessions(trx, { userId: spent });
      // Other links sent before this one stop working too.
      await endOpenResetLinks(trx, spent);
      return spent;
    });
    await recordAuthEvent(this.db, { userId, ip, category: 'AUTH', event: 'PASSWORD_RESET' });
  }
}
