import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';
import { userPasswordMatches } from '../passwords.js';
import { Lockout, recordAuthEvent } from '../sessions/lockout.js';
import type { SecretBox } from './secret-box.js';
import { matchingTotpStep, newTotpSecret, otpauthUri } from './totp.js';
import { twoFactorErrors } from './errors.js';
import {
  advanceAuthenticatorStep,
  confirmAuthenticator,
  deleteMethods,
  findAuthenticator,
  findFirstPasskeyDate,
  findMethods,
  hasBackupCodes,
  insertAuthenticator,
  insertBackupCodes,
  spendBackupCode,
} from './repository.js';
import { findUserEmail } from '../users/repository.js';

export { twoFactorErrors };

export const BACKUP_CODE_COUNT = 10;
const BACKUP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/** The second factors a sign-in's second step can use. */
export type SignInMethod = 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY';

export type TwoFactorMethodView = {
  type: 'AUTHENTICATOR_APP' | 'BACKUP_CODES' | 'PASSKEY';
  createdAt: string;
  remainingCodes: number | null;
};

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
    private readonly lockout: Lockout,
  ) {}

  private hashBackupCode(userId: string, code: string): string {
    return createHmac('sha256', this.hashKey)
      .update(`${userId}:${normaliseBackupCode(code)}`)
      .digest('base64url');
  }

  async methods(userId: string): Promise<TwoFactorMethodView[]> {
    const rows = await findMethods(this.db, userId);
    const firstPasskey = await findFirstPasskeyDate(this.db, userId);
    const methods: TwoFactorMethodView[] = rows.map((row) => ({
      type: row.type,
      createdAt: (row.confirmed_at ?? row.created_at).toISOString(),
      remainingCodes: row.type === 'BACKUP_CODES' ? Number(row.remaining ?? 0) : null,
    }));
    // Passkeys are one kind of method however many there are (each is listed in `GET /passkeys`).
    if (firstPasskey)
      methods.push({
        type: 'PASSKEY',
        createdAt: new Date(firstPasskey).toISOString(),
        remainingCodes: null,
      });
    return methods;
  }

  /** The sign-in methods a user must choose from for the second step (empty: no second step). */
  async signInMethods(userId: string): Promise<SignInMethod[]> {
    const methods = await this.methods(userId);
    const authenticator = methods.some((m) => m.type === 'AUTHENTICATOR_APP');
    const backupCodes =
      authenticator &&
      methods.some((m) => m.type === 'BACKUP_CODES' && (m.remainingCodes ?? 0) > 0);
    const passkey = methods.some((m) => m.type === 'PASSKEY');
    return [
      ...(authenticator ? (['AUTHENTICATOR_APP'] as const) : []),
      ...(backupCodes ? (['BACKUP_CODES'] as const) : []),
      ...(passkey ? (['PASSKEY'] as const) : []),
    ];
  }

  /** Starts an authenticator for the caller, named in the app by their email. */
  async startOwnAuthenticator(userId: string): Promise<{ secret: string; otpauthUri: string }> {
    return this.startAuthenticator(userId, await findUserEmail(this.db, userId));
  }

  async startAuthenticator(
    userId: string,
    accountName: string,
  ): Promise<{ secret: string; otpauthUri: string }> {
    return this.db.transaction().execute(async (trx) => {
      if (await findAuthenticator(trx, userId, true)) throw twoFactorErrors.onlyOneAuthenticator();
      await deleteMethods(trx, userId, ['AUTHENTICATOR_APP']);
      const secret = newTotpSecret();
      await insertAuthenticator(trx, userId, this.box.seal(secret));
      return { secret, otpauthUri: otpauthUri(secret, accountName) };
    });
  }

  async confirmAuthenticator(
    userId: string,
    code: string,
    ip: string | null = null,
  ): Promise<void> {
    const pending = await findAuthenticator(this.db, userId, false);
    if (!pending?.secret_ciphertext) throw twoFactorErrors.authenticatorRequired();
    const step = matchingTotpStep(this.box.open(pending.secret_ciphertext), code.trim());
    if (step === null) throw twoFactorErrors.invalidCode();
    await confirmAuthenticator(this.db, pending.id, step);
    await recordAuthEvent(this.db, {
      userId,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: 'AUTHENTICATOR_ADDED',
    });
  }

  async removeAuthenticator(
    userId: string,
    password: string,
    ip: string | null = null,
  ): Promise<void> {
    await this.checkPassword(userId, password);
    await deleteMethods(this.db, userId, ['AUTHENTICATOR_APP', 'BACKUP_CODES']);
    await recordAuthEvent(this.db, {
      userId,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: 'AUTHENTICATOR_REMOVED',
    });
  }

  /** Ten new backup codes, returned this once; replacing existing ones needs the password. */
  async generateBackupCodes(
    userId: string,
    password: string | undefined,
    ip: string | null = null,
  ): Promise<string[]> {
    if (!(await this.signInMethods(userId)).includes('AUTHENTICATOR_APP'))
      throw twoFactorErrors.authenticatorRequired();
    const existing = await hasBackupCodes(this.db, userId);
    if (existing) {
      if (!password) throw twoFactorErrors.backupCodesExist();
      await this.checkPassword(userId, password);
    }
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
      const raw = Array.from(
        { length: 8 },
        () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)],
      ).join('');
      return `${raw.slice(0, 4)}-${raw.slice(4)}`;
    });
    await this.db.transaction().execute(async (trx) => {
      await deleteMethods(trx, userId, ['BACKUP_CODES']);
      await insertBackupCodes(
        trx,
        userId,
        codes.map((code) => this.hashBackupCode(userId, code)),
      );
    });
    await recordAuthEvent(this.db, {
      userId,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: existing ? 'BACKUP_CODES_REGENERATED' : 'BACKUP_CODES_GENERATED',
    });
    return codes;
  }

  /** Accepts a current authenticator code once: a code already used in its window is refused. */
  async verifyAuthenticatorCode(userId: string, code: string): Promise<boolean> {
    const method = await findAuthenticator(this.db, userId, true);
    if (!method?.secret_ciphertext) throw twoFactorErrors.authenticatorRequired();
    const step = matchingTotpStep(this.box.open(method.secret_ciphertext), code.trim());
    if (step === null) return false;
    // Atomic: of two requests with the same code, only one advances the step.
    return advanceAuthenticatorStep(this.db, method.id, step);
  }

  /** Spends a backup code; each works once. */
  async useBackupCode(userId: string, code: string): Promise<boolean> {
    return spendBackupCode(this.db, userId, this.hashBackupCode(userId, code));
  }

  /**
   * The second factor for approving a transaction or loosening a control: an
   * authenticator code only (backup codes work for sign-in only, spec section
   * 6). Each try takes an attempt of the member's sign-in lockout before the
   * code is checked (as a wrong current password does), whichever transport
   * it came through: the last wrong one locks the member (U-ACC-AU-5) and
   * every try while locked is refused unchecked (U-ACC-AU-6).
   */
  async verifyForTransaction(
    userId: string,
    method: string,
    code: string,
    ip: string | null = null,
  ): Promise<void> {
    if (method === 'BACKUP_CODES') throw twoFactorErrors.backupCodeNotForTransactions();
    const authenticator = await findAuthenticator(this.db, userId, true);
    if (!authenticator?.secret_ciphertext) throw twoFactorErrors.authenticatorRequired();
    const attempt = await this.lockout.begin(await findUserEmail(this.db, userId), ip, {
      countAddress: false,
    });
    const ok = await this.verifyAuthenticatorCode(userId, code);
    await recordAuthEvent(this.db, {
      userId,
      ip,
      category: 'TWO_FACTOR_AUTH',
      event: ok ? 'TRANSACTION_CODE_ACCEPTED' : 'TRANSACTION_CODE_REFUSED',
    });
    if (!ok) throw attempt.failed(twoFactorErrors.invalidCode());
    await attempt.proven();
  }

  private async checkPassword(userId: string, password: string): Promise<void> {
    if (!(await userPasswordMatches(this.db, userId, password)))
      throw twoFactorErrors.wrongPassword();
  }
}
