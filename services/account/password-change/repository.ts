import type { Db } from '../db.js';

/** What changing a user's password needs of them: the address to mail, the name to greet, the hash to check. */
export async function findUserCredentials(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'full_name', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export { endOpenResetLinks, setUserPassword } from '../password-resets/repository.js';
