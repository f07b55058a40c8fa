import type { UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { AccountDatabase } from './db-types.js';
import type { Db } from './db.js';

/** The tables of single-use, expiring tokens and challenges: each row has `used_at` and `expires_at`. */
type SingleUseTable =
  'password_resets' | 'two_factor_challenges' | 'oidc_logins' | 'webauthn_challenges';

/**
 * Spends a single-use row: the update marks it used only while it is unused
 * and unexpired, in one statement, so requests racing with one token spend it
 * once. The caller names the row (`.where(…)`) and what it reads back.
 */
export function spendLive<T extends SingleUseTable>(
  db: Db,
  table: T,
): UpdateQueryBuilder<AccountDatabase, T, T, UpdateResult> {
  const now = new Date();
  const spend = db
    .updateTable(table as SingleUseTable)
    .set({ used_at: now })
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  // The union of tables types the shared columns; the caller's builder is typed for its own table.
  return spend as unknown as UpdateQueryBuilder<AccountDatabase, T, T, UpdateResult>;
}
