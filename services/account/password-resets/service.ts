import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ServiceError } from '../../kit/errors.js';
import type { Mailer } from '../../kit/mailer.js';
import type { AccountDatabase } from '../db-types.js';
import { hashPassword } from '../passwords.js';
import { checkPasswordPolicy } from '../passwords/policy.js';
import { recordAuthEvent } from '../sessions/lockout.js';
import { revokeSessions } from '../sessions/revocations.js';

export const RESET_LINK_MINUTES = 60;

export const resetErrors = {
  linkExpired: () => new ServiceError(410, 'U-ACC-PW-4', 'This password reset link has expired or was already used. Request a new one.', 'token'),
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Password recovery (spec: forgot password). A request answers the same
 * whether or not the email exists and does the work after answering, so
 * neither the answer nor its timing tells; a link works once, for an hour,
 * and using it ends every session of the user.
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
    const user = await this.db.selectFrom('users').select(['id', 'email', 'full_name']).where('email', '=', email).executeTakeFirst();
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('password_resets')
      .values({ token_hash: hashToken(token), user_id: user.id, expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) })
      .execute();
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
    await recordAuthEvent(this.db, { userId: user.id, email: user.email, ip, category: 'AUTH', event: 'PASSWORD_RESET_REQUESTED' });
  }

  /** Whether a link still works, for showing the expired-link state before the form. */
  async check(token: string): Promise<{ expiresAt: string }> {
    const row = await this.db.selectFrom('password_resets').select(['expires_at', 'used_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) throw resetErrors.linkExpired();
    return { expiresAt: row.expires_at.toISOString() };
  }

  /** Sets the new password through a working link, spends the link and ends every session of the user. */
  async complete(token: string, password: string, ip: string | null): Promise<void> {
    checkPasswordPolicy(password, 'password');
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) throw resetErrors.linkExpired();
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', spent.user_id).execute();
      await revokeSessions(trx, { userId: spent.user_id });
      // Other links sent before this one stop working too.
      await trx.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', spent.user_id).where('used_at', 'is', null).execute();
      return spent.user_id;
    });
    await recordAuthEvent(this.db, { userId, ip, category: 'AUTH', event: 'PASSWORD_RESET' });
  }
}
