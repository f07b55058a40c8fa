import { sql, type Kysely } from 'kysely';
import type { InvoicingDatabase } from '../db-types.js';

/**
 * Sales invoices (aliased `s`) joined to their buyer (`c`), with what every
 * reader of an invoice for its buyer's sake starts from: its id, number,
 * status and currency, and the buyer's name (its email while it has none).
 * Not yet filtered by organisation: the caller adds that and its own columns.
 */
export function invoicesWithBuyer(db: Kysely<InvoicingDatabase>) {
  return db
    .selectFrom('sales_invoices as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      's.id',
      's.number',
      's.status',
      's.currency',
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
    ]);
}
