import type { Db } from '../db.js';
import { spendLive } from '../single-use.js';

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Ends every live reset link of a user (marked used, so every check refuses them). */
export async function endOpenResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertResetLink(
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

export async function findResetLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends a live, unexpired link and answers its user; undefined when the link does not work. */
export async function spendResetLink(db: Db, tokenHash: string): Promise<string | undefined> {
  const spent = await spendLive(db, 'password_resets')
    .where('token_hash', '=', tokenHash)
    .returning('user_id')
    .executeTakeFirst();
  return spent?.user_id;
}

export async function setUserPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}
