import type { Kysely, Transaction } from 'kysely';
import type { AccountDatabase } from './db-types.js';

/** What a repository reads and writes through: the account database, or a transaction open on it. */
export type Db = Kysely<AccountDatabase> | Transaction<AccountDatabase>;
