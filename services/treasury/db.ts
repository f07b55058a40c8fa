import type { Kysely, Transaction } from 'kysely';
import type { TreasuryDatabase } from './db-types.js';

/** What a repository reads and writes through: the treasury database, or a transaction open on it. */
export type Db = Kysely<TreasuryDatabase> | Transaction<TreasuryDatabase>;
