import { createHmac, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';
import { userPasswordMatches } from '../passwords.js';
import { recordAuthEvent } from '../sessions/lockout.js';
import type { SecretBox } from './secret-box.js';
import { matchingTotpStep, newTotpSecret, otpauthUri } from './totp.js';
import { twoFactorErrors } from './errors.js';
import { findUserEmail } from './repository.js';

export { twoFactorErrors };

export const BACKUP_CODE_COUNT = 10;
const BACKUP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/** The second factors a sign-in's second step can use. */
export type SignInMethod = 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY';

export type TwoFactorMethodView = { type: 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY'; createdAt: string; remainingCodes: number | null };

/** Normalises what a person types: "abcd efgh", "ABCD-EFGH" → "ABCDEFGH". */
const normaliseBackupCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Second factors: an authenticator app (TOTP) and backup codes. Secrets are
 * sealed at rest; backup codes are kept as keyed hashes; an authenticator
 * code is accepted once per time step.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly box: SecretBox,
    private readonly hashKey: Buffer,
  ) {}

  private hashBackupCode(userId: string, code: string): string {
    return createHmac('sha256', this.hashKey)
      .update(`${userId}:${normaliseBackupCode(code)}`)
      .digest('base64url');
  }

  async methods(userId: string): Promise<TwoFactorMethodView[]> {
    const rows = await this.db
      .selectFrom('two_factor_methods as m')
      .where('m.user_id', '=', userId)
      .where((eb) => eb.or([eb('m.type', '!=', 'AUTHENTICATOR_APP'), eb('m.confirmed_at', 'is not', null)]))
      .select(['m.type', 'm.created_at', 'm.confirmed_at'])
      .select((eb) =>
        eb
          .selectFrom('backup_codes as b')
          .whereRef('b.method_id', '=', 'm.id')
          .where('b.used_at', 'is', null)
          .select((c) => c.fn.countAll<string>().as('n'))
          .as('remaining'),
      )
      .orderBy('m.created_at')
      .execute();
    const passkeys = await this.db
      .selectFrom('passkeys')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.min('created_at').as('first'))
      .executeTakeFirst();
    const methods: TwoFactorMethodView[] = rows.map((row) => ({
      type: row.type,
      createdAt: (row.confirmed_at ?? row.created_at).toISOString(),
      remainingCodes: row.type === 'BACKUP_CODES' ? Number(row.remaining ?? 0) : null,
    }));
    // Passkeys are one kind of method however many there are (each is listed in `GET /passkeys`).
    if (passkeys?.first) methods.push({ type: 'PASSKEY', createdAt: new Date(passkeys.first).toISOString(), remainingCodes: null });
    return methods;
  }

  /** The sign-in methods a user must choose from for the second step (empty: no second step). */
  async signInMethods(userId: string): Promise<SignInMethod[]> {
    const methods = await this.methods(userId);
    const authenticator = methods.some((m) => m.type === 'AUTHENTICATOR_APP');
    const backupCodes = authenticator && methods.some((m) => m.type === 'BACKUP_CODES' && (m.remainingCodes ?? 0) > 0);
    const passkey = methods.some((m) => m.type === 'PASSKEY');
    return [...(authenticator ? (['AUTHENTICATOR_APP'] as const) : []), ...(backupCodes ? (['BACKUP_CODES'] as const) : []), ...(passkey ? (['PASSKEY'] as const) : [])];
  }

  /** Starts an authenticator for the caller, named in the app by their email. */
  async startOwnAuthenticator(userId: string): Promise<{ secret: string; otpauthUri: string }> {
    return this.startAuthenticator(userId, await findUserEmail(this.db, userId));
  }

  async startAuthenticator(userId: string, accountName: string): Promise<{ secret: string; otpauthUri: string }> {
    return this.db.transaction().execute(async (trx) => {
      const confirmed = await trx
        .selectFrom('two_factor_methods')
        .select('id')
        .where('user_id', '=', userId)
        .where('type', '=', 'AUTHENTICATOR_APP')
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      if (confirmed) throw twoFactorErrors.onlyOneAuthenticator();
      await trx.deleteFrom('two_factor_methods').where('user_id', '=', userId).where('type', '=', 'AUTHENTICATOR_APP').execute();
      const secret = newTotpSecret();
      await trx
        .insertInto('two_factor_methods')
        .values({ user_id: userId, type: 'AUTHENTICATOR_APP', secret_ciphertext: this.box.seal(secret) })
        .execute();
      return { secret, otpauthUri: otpauthUri(secret, accountName) };
    });
  }

  /** The user's authenticator row, confirmed or still being set up. */
  private authenticator(userId: string, confirmed: boolean) {
    return this.db
      .selectFrom('two_factor_methods')
      .select(['id', 'secret_ciphertext'])
      .where('user_id', '=', userId)
      .where('type', '=', 'AUTHENTICATOR_APP')
      .where('confirmed_at', confirmed ? 'is not' : 'is', null)
      .executeTakeFirst();
  }

  async confirmAuthenticator(userId: string, code: string, ip: string | null = null): Promise<void> {
    const pending = await this.authenticator(userId, false);
    if (!pending?.secret_ciphertext) throw twoFactorErrors.authenticatorRequired();
    const step = matchingTotpStep(this.box.open(pending.secret_ciphertext), code.trim());
    if (step === null) throw twoFactorErrors.invalidCode();
    await this.db.updateTable('two_factor_methods').set({ confirmed_at: new Date(), last_used_step: step }).where('id', '=', pending.id).execute();
    await recordAuthEvent(this.db, { userId, ip, category: 'TWO_FACTOR_AUTH', event: 'AUTHENTICATOR_ADDED' });
  }

  async removeAuthenticator(userId: string, password: string, ip: string | null = null): Promise<void> {
    await this.checkPassword(userId, password);
    await this.db.deleteFrom('two_factor_methods').where('user_id', '=', userId).where('type', 'in', ['AUTHENTICATOR_APP', 'BACKUP_CODES']).execute();
    await recordAuthEvent(this.db, { userId, ip, category: 'TWO_FACTOR_AUTH', event: 'AUTHENTICATOR_REMOVED' });
  }

  /** Ten new backup codes, returned this once; replacing existing ones needs the password. */
  async generateBackupCodes(userId: string, password: string | undefined, ip: string | null = null): Promise<string[]> {
    if (!(await this.signInMethods(userId)).includes('AUTHENTICATOR_APP')) throw twoFactorErrors.authenticatorRequired();
    const existing = await this.db.selectFrom('two_factor_methods').select('id').where('user_id', '=', userId).where('type', '=', 'BACKUP_CODES').executeTakeFirst();
    if (existing) {
      if (!password) throw twoFactorErrors.backupCodesExist();
      await this.checkPassword(userId, password);
    }
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
      const raw = Array.from({ length: 8 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
      return `${raw.slice(0, 4)}-${raw.slice(4)}`;
    });
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('two_factor_methods').where('user_id', '=', userId).where('type', '=', 'BACKUP_CODES').execute();
      const method = await trx.insertInto('two_factor_methods').values({ user_id: userId, type: 'BACKUP_CODES', confirmed_at: new Date() }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('backup_codes')
        .values(codes.map((code) => ({ method_id: method.id, user_id: userId, code_hash: this.hashBackupCode(userId, code) })))
        .execute();
    });
    await recordAuthEvent(this.db, { userId, ip, category: 'TWO_FACTOR_AUTH', event: existing ? 'BACKUP_CODES_REGENERATED' : 'BACKUP_CODES_GENERATED' });
    return codes;
  }

  /** Accepts a current authenticator code once: a code already used in its window is refused. */
  async verifyAuthenticatorCode(userId: string, code: string): Promise<boolean> {
    const method = await this.authenticator(userId, true);
    if (!method?.secret_ciphertext) throw twoFactorErrors.authenticatorRequired();
    const step = matchingTotpStep(this.box.open(method.secret_ciphertext), code.trim());
    if (step === null) return false;
    // Atomic: of two requests with the same code, only one advances the step.
    const advanced = await this.db
      .updateTable('two_factor_methods')
      .set({ last_used_step: step })
      .where('id', '=', method.id)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', sql<string>`${step}`)]))
      .executeTakeFirst();
    return Number(advanced.numUpdatedRows) === 1;
  }

  /** Spends a backup code; each works once. */
  async useBackupCode(userId: string, code: string): Promise<boolean> {
    const spent = await this.db
      .updateTable('backup_codes')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', this.hashBackupCode(userId, code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  }

  /**
   * The second factor for approving a transaction: an authenticator code only.
   * Backup codes work for sign-in only (spec section 6).
   */
  async verifyForTransaction(userId: string, method: string, code: string, ip: string | null = null): Promise<void> {
    if (method === 'BACKUP_CODES') throw twoFactorErrors.backupCodeNotForTransactions();
    const ok = await this.verifyAuthenticatorCode(userId, code);
    await recordAuthEvent(this.db, { userId, ip, category: 'TWO_FACTOR_AUTH', event: ok ? 'TRANSACTION_CODE_ACCEPTED' : 'TRANSACTION_CODE_REFUSED' });
    if (!ok) throw twoFactorErrors.invalidCode();
  }

  private async checkPassword(userId: string, password: string): Promise<void> {
    if (!(await userPasswordMatches(this.db, userId, password))) throw twoFactorErrors.wrongPassword();
  }
}
