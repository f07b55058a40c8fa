import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createKeyring, readKey, type Keyring } from '../kit/keyring.js';
import type { TreasuryDatabase } from './db-types.js';

/**
 * The keyring that seals bank credentials: `TREASURY_CREDENTIALS_KEY` (32
 * bytes, base64) seals; `TREASURY_CREDENTIALS_PREVIOUS_KEYS` (comma-separated)
 * only open, during a rotation (`npm run cli -- credentials:rotate`). Outside
 * production, without a key, one is generated once and kept in the database
 * so development data stays readable; production refuses to start.
 */
export async function loadCredentialsKeyring(db: Kysely<TreasuryDatabase>): Promise<Keyring> {
  const previous = (process.env.TREASURY_CREDENTIALS_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => readKey('TREASURY_CREDENTIALS_PREVIOUS_KEYS', value));
  const configured = process.env.TREASURY_CREDENTIALS_KEY;
  if (configured)
    return createKeyring(
      readKey('TREASURY_CREDENTIALS_KEY', configured),
      previous,
      'TREASURY_CREDENTIALS_KEY',
    );
  if (process.env.NODE_ENV === 'production')
    throw new Error('Configuration error: TREASURY_CREDENTIALS_KEY is required in production.');
  await db
    .insertInto('service_secrets')
    .values({ name: 'credentials-key', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('service_secrets')
    .select('value')
    .where('name', '=', 'credentials-key')
    .executeTakeFirstOrThrow();
  return createKeyring(Buffer.from(row.value, 'base64'), previous, 'TREASURY_CREDENTIALS_KEY');
}

/**
 * Seals again, under the keyring's current key, every stored credential (bank
 * accounts' and payment providers') that another key sealed (the key rotation's second step, after configuring the
 * new key as current and the old one among the previous keys). Each account
 * is changed in its own statement, only if still sealed as read, so it can
 * run while the service runs.
 */
export async function resealCredentials(
  db: Kysely<TreasuryDatabase>,
  keyring: Keyring,
): Promise<{ resealed: number; total: number }> {
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['id', 'credentials_sealed'])
    .where('credentials_sealed', 'is not', null)
    .execute();
  let resealed = 0;
  for (const row of rows) {
    if (!row.credentials_sealed || !keyring.needsResealing(row.credentials_sealed)) continue;
    const sealed = keyring.seal(keyring.open(row.credentials_sealed));
    const changed = await db
      .updateTable('bank_accounts')
      .set({ credentials_sealed: sealed })
      .where('id', '=', row.id)
      .where('credentials_sealed', '=', row.credentials_sealed)
      .executeTakeFirst();
    resealed += Number(changed.numUpdatedRows);
  }
  // Payment providers' credentials are sealed by the same keyring.
  const providers = await db
    .selectFrom('payment_providers')
    .select(['id', 'credentials_sealed'])
    .where('credentials_sealed', 'is not', null)
    .execute();
  for (const row of providers) {
    if (!row.credentials_sealed || !keyring.needsResealing(row.credentials_sealed)) continue;
    const sealed = keyring.seal(keyring.open(row.credentials_sealed));
    const changed = await db
      .updateTable('payment_providers')
      .set({ credentials_sealed: sealed })
      .where('id', '=', row.id)
      .where('credentials_sealed', '=', row.credentials_sealed)
      .executeTakeFirst();
    resealed += Number(changed.numUpdatedRows);
  }
  return { resealed, total: rows.length + providers.length };
}
