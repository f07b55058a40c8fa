import type { Kysely, Transaction } from 'kysely';
import type { AccountDatabase } from '../db-types.js';

type Db = Kysely<AccountDatabase> | Transaction<AccountDatabase>;

/** A user's email, the account name an authenticator app shows. */
export async function findUserEmail(db: Db, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.email;
}
