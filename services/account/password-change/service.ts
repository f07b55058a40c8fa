import type { Kysely } from 'kysely';
import { passwordChangeErrors } from './errors.js';
import { endOpenResetLinks, findUserCredentials, setUserPassword } from './repository.js';
import type { Mailer } from '../../kit/mailer.js';
import type { AccountDatabase } from '../db-types.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { checkPasswordPolicy } from '../passwords/policy.js';
import { Lockout, recordAuthEvent } from '../sessions/lockout.js';
import { revokeSessions } from '../sessions/revocations.js';

export { passwordChangeErrors };

/**
 * A signed-in user changes their password: the current one proves it is
 * them (wrong guesses count towards the email's lock, like sign-ins), the
 * new one meets the policy, every other session ends and open reset links
 * stop working, and the user is told by mail.
 */
export class PasswordChangeService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly mailer: Mailer,
    private readonly lockout: Lockout,
    private readonly onMailError: (error: unknown) => void,
  ) {}

  async change(
    userId: string,
    sessionId: string,
    currentPassword: string,
    password: string,
    ip: string | null,
  ): Promise<void> {
    const user = await findUserCredentials(this.db, userId);
    // Wrong current passwords count towards the email's lock (not the address's), taken before the check.
    const attempt = await this.lockout.begin(user.email, ip, { countAddress: false });
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw await attempt.refused(
        { userId, category: 'AUTH', event: 'PASSWORD_CHANGE_REFUSED' },
        passwordChangeErrors.wrongCurrent(),
      );
    }
    await attempt.proven();
    checkPasswordPolicy(password, 'password');
    if (await verifyPassword(password, user.password_hash)) throw passwordChangeErrors.unchanged();
    const passwordHash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      await setUserPassword(trx, userId, passwordHash);
      await revokeSessions(trx, { userId, exceptSessionId: sessionId });
      await endOpenResetLinks(trx, userId);
    });
    await recordAuthEvent(this.db, {
      userId,
      email: user.email,
      ip,
      category: 'AUTH',
      event: 'PASSWORD_CHANGED',
    });
    this.mailer
      .send({
        to: user.email,
        subject: 'Your Kas password was changed / Kata sandi Kas Anda diubah',
        text: [
          `Hello ${user.full_name},`,
          '',
          'The password of your Kas account was just changed, and every other session was signed out.',
          'If it was not you, reset your password from the sign-in page at once and tell your organisation.',
          '',
          `Halo ${user.full_name},`,
          '',
          'Kata sandi akun Kas Anda baru saja diubah, dan semua sesi lain telah dikeluarkan.',
          'Jika bukan Anda, segera atur ulang kata sandi dari halaman masuk dan beri tahu organisasi Anda.',
        ].join('\n'),
      })
      .catch(this.onMailError);
  }
}
