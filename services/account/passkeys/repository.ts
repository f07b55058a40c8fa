import { sql } from 'kysely';
import type { Db } from '../db.js';
import { spendLive } from '../single-use.js';

type Purpose = 'REGISTRATION' | 'AUTHENTICATION';

/** A user's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'device_type', 'backed_up'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** A user's credentials, to exclude at registration or allow at sign-in. */
export async function findCredentials(db: Db, userId: string) {
  return db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();
}

export type NewPasskey = {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  aaguid: string;
  name: string;
};

export async function insertPasskey(db: Db, userId: string, passkey: NewPasskey) {
  return db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp,
      aaguid: passkey.aaguid,
      name: passkey.name,
    })
    .returning(['id', 'name', 'created_at', 'device_type', 'backed_up'])
    .executeTakeFirstOrThrow();
}

/** Renames one of the user's passkeys; false when it is not theirs. */
export async function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function passkeyExists(db: Db, userId: string, id: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('passkeys')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Whether another of the user's passkeys has this name, whatever its case. */
export async function passkeyNameTaken(
  db: Db,
  userId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  let taken = db
    .selectFrom('passkeys')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) taken = taken.where('id', '!=', exceptId);
  return Boolean(await taken.executeTakeFirst());
}

export async function findPasskeyByCredential(db: Db, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/** Moves a passkey's signature counter on from the one checked; false when another use won (a replay). */
export async function advanceCounter(
  db: Db,
  id: string,
  checked: string | number,
  next: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const advanced = await db
    .updateTable('passkeys')
    .set({ counter: next.counter, last_used_at: new Date(), backed_up: next.backedUp })
    .where('id', '=', id)
    .where('counter', '=', sql<string>`${checked}`)
    .executeTakeFirst();
  return Number(advanced.numUpdatedRows) === 1;
}

/** Keeps a ceremony's challenge, dropping those expired for more than a day. */
export async function insertChallenge(
  db: Db,
  ceremony: {
    challenge: string;
    purpose: Purpose;
    userId: string | null;
    twoFactorChallenge: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: ceremony.challenge,
      purpose: ceremony.purpose,
      user_id: ceremony.userId,
      two_factor_challenge: ceremony.twoFactorChallenge,
      expires_at: ceremony.expiresAt,
    })
    .execute();
}

/** Marks a ceremony's challenge used, once; undefined when it is missing, expired or used. */
export async function spendChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
) {
  let spend = spendLive(db, 'webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose);
  if (userId) spend = spend.where('user_id', '=', userId);
  return spend.returning(['user_id', 'two_factor_challenge']).executeTakeFirst();
}
