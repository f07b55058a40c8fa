import { sql, type Kysely } from 'kysely';
import {
  INVOICING_MIGRATIONS,
  INVOICING_SCHEMA,
} from '../../services/invoicing/database-schema.js';
import { migrate } from '../../services/kit/database.js';
import { databaseMigratedBefore } from './database.js';

/**
 * An invoicing database of its own for a test of one of its migrations on rows written before
 * it (an empty database, not the run's migrated template): the migrations up to, not including,
 * the one numbered `first` (`'0040'`) applied.
 */
export const invoicingMigratedBefore = (first: string): Promise<Kysely<unknown>> =>
  databaseMigratedBefore<unknown>({
    schema: INVOICING_SCHEMA,
    folder: INVOICING_MIGRATIONS,
    first,
    max: 2,
  });

/** Applies the rest of the invoicing migrations to a database `invoicingMigratedBefore` gave. */
export const migrateInvoicingToTheEnd = (db: Kysely<unknown>): Promise<void> =>
  migrate(db, INVOICING_SCHEMA, INVOICING_MIGRATIONS);

/** Who wrote the rows of before, and in which organisation. */
export type LegacyAuthors = { organizationId: string; writer: string };

/**
 * An active company buyer (`name`, paying in 30 days, monthly) and an open order of it, SO/2026/11/0001
 * of 2026-11-01 for `total` without PPN, written in SQL in the columns both tables have had since
 * release 0.1.0 (migrations/0028-baseline): the ids of the buyer and the order.
 */
export async function legacyBuyerWithOrder(
  db: Kysely<unknown>,
  { organizationId, writer }: LegacyAuthors,
  buyer: { name: string; email: string; total: string },
): Promise<{ customerId: string; orderId: string }> {
  const customer = await sql<{ id: string }>`
    insert into customers (organization_id, type, status, name, email, payment_term_days, billing_cycle,
                           credit_limit, approved_at, language, profile)
    values (${organizationId}, 'COMPANY', 'ACTIVE', ${buyer.name}, ${buyer.email}, 30, 'MONTHLY',
            '0.00', now(), 'id', '{}')
    returning id`.execute(db);
  const customerId = customer.rows[0]!.id;
  const order = await sql<{ id: string }>`
    insert into sales_orders (organization_id, number, customer_id, order_date, status, subtotal, discount,
                              tax_base, other_tax_base, vat, grand_total, created_by)
    values (${organizationId}, 'SO/2026/11/0001', ${customerId}, '2026-11-01', 'OPEN', ${buyer.total}, 0,
            ${buyer.total}, 0, 0, ${buyer.total}, ${writer})
    returning id`.execute(db);
  return { customerId, orderId: order.rows[0]!.id };
}
