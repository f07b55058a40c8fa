import type { Kysely, Transaction } from 'kysely';
import type { InvoicingDatabase } from './db-types.js';

/** What a repository reads and writes through: the invoicing database, or a transaction open on it. */
export type Db = Kysely<InvoicingDatabase> | Transaction<InvoicingDatabase>;
