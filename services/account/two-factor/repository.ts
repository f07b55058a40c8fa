import { sql } from 'kysely';
import type { Db } from '../db.js';

/** A user's confirmed second factors (an authenticator still being set up is left out), with each backup code set's unused count. */
export async function findMethods(db: Db, userId: string) {
  return db
    .selectFrom('two_factor_methods as m')
    .where('m.user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('m.type', '!=', 'AUTHENTICATOR_APP'), eb('m.confirmed_at', 'is not', null)]),
    )
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
}

/** When the user registered their first passkey, if they have one. */
export async function findFirstPasskeyDate(db: Db, userId: string) {
  const row = await db
    .selectFrom('passkeys')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.min('created_at').as('first'))
    .executeTakeFirst();
  return row?.first ?? null;
}

/** The user's authenticator, confirmed or still being set up. */
export async function findAuthenticator(db: Db, userId: string, confirmed: boolean) {
  return db
    .selectFrom('two_factor_methods')
    .select(['id', 'secret_ciphertext'])
    .where('user_id', '=', userId)
    .where('type', '=', 'AUTHENTICATOR_APP')
    .where('confirmed_at', confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
}

export async function deleteMethods(
  db: Db,
  userId: string,
  types: readonly ('AUTHENTICATOR_APP' | 'BACKUP_CODES')[],
): Promise<void> {
  await db
    .deleteFrom('two_factor_methods')
    .where('user_id', '=', userId)
    .where('type', 'in', types)
    .execute();
}

/** An authenticator being set up, its secret sealed. */
export async function insertAuthenticator(
  db: Db,
  userId: string,
  secretCiphertext: string,
): Promise<void> {
  await db
    .insertInto('two_factor_methods')
    .values({ user_id: userId, type: 'AUTHENTICATOR_APP', secret_ciphertext: secretCiphertext })
    .execute();
}

export async function confirmAuthenticator(
  db: Db,
  id: string,
  step: number | string,
): Promise<void> {
  await db
    .updateTable('two_factor_methods')
    .set({ confirmed_at: new Date(), last_used_step: step })
    .where('id', '=', id)
    .execute();
}

export async function hasBackupCodes(db: Db, userId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('two_factor_methods')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', 'BACKUP_CODES')
      .executeTakeFirst(),
  );
}

/** A new set of backup codes, stored as their hashes. */
export async function insertBackupCodes(
  db: Db,
  userId: string,
  codeHashes: readonly string[],
): Promise<void> {
  const method = await db
    .insertInto('two_factor_methods')
    .values({ user_id: userId, type: 'BACKUP_CODES', confirmed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('backup_codes')
    .values(
      codeHashes.map((codeHash) => ({
        method_id: method.id,
        user_id: userId,
        code_hash: codeHash,
      })),
    )
    .execute();
}

/** Moves the authenticator to a later step; false when the step was already used (of two requests with one code, one wins). */
export async function advanceAuthenticatorStep(
  db: Db,
  id: string,
  step: number | string,
): Promise<boolean> {
  const advanced = await db
    .updateTable('two_factor_methods')
    .set({ last_used_step: step })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', sql<string>`${step}`)]),
    )
    .executeTakeFirst();
  return Number(advanced.numUpdatedRows) === 1;
}

/** Spends a backup code; false when it is unknown or spent. */
export async function spendBackupCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const spent = await db
    .updateTable('backup_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** A secret the service keeps for itself (development only): the one stored under `name`, or `generated` when none was. */
export async function keepServiceSecret(db: Db, name: string, generated: string): Promise<string> {
  await db
    .insertInto('service_secrets')
    .values({ name, value: generated })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('service_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
