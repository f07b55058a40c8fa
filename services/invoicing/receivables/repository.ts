import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReceivableResponse } from '../../../contracts/invoicing/receivables.js';
import type { InvoicingDatabase } from '../db-types.js';

type Db = Kysely<InvoicingDatabase> | Transaction<InvoicingDatabase>;

/** Issued invoices of the organisation (paid and cancelled ones too) as reconciliation reads them. */
function receivables(db: Db, organizationId: string) {
  return db
    .selectFrom('sales_invoices as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      's.id',
      's.number',
      's.currency',
      's.status',
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
      sql<string>`to_char(s.invoice_date, 'YYYY-MM-DD')`.as('invoice_date'),
      sql<string>`to_char(s.due_date, 'YYYY-MM-DD')`.as('due_date'),
      // What bank reconciliation may settle in all: what is left, and what bank lines settled of it already.
      sql<string>`(s.remaining_amount + s.bank_settled_amount)::text`.as('settleable'),
      sql<string>`s.bank_settled_amount::text`.as('settled'),
      sql<boolean>`s.status = 'ISSUED' and s.remaining_amount > 0`.as('open'),
    ])
    .where('s.organization_id', '=', organizationId)
    .where('s.status', 'in', ['ISSUED', 'PAID', 'CANCELLED']);
}

type ReceivableRow = Awaited<ReturnType<ReturnType<typeof receivables>['execute']>>[number];

export const toReceivable = (row: ReceivableRow): ReceivableResponse => ({
  id: row.id,
  number: row.number!,
  customerName: row.customer_name,
  currency: row.currency,
  invoiceDate: row.invoice_date,
  dueDate: row.due_date,
  settleable: row.settleable,
  settled: row.settled,
  open: row.open,
});

/** The organisation's issued, paid or cancelled invoices among `ids`; drafts and others' are left out. */
export async function receivablesByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<ReceivableRow[]> {
  return receivables(db, organizationId)
    .where('s.id', 'in', [...ids])
    .orderBy('s.id')
    .execute();
}

/** A page of the organisation's open receivables in id order, after `after`, one more than `limit` when more follow. */
export async function openReceivables(
  db: Db,
  organizationId: string,
  limit: number,
  after?: string,
): Promise<ReceivableRow[]> {
  let query = receivables(db, organizationId)
    .where('s.status', '=', 'ISSUED')
    .where('s.remaining_amount', '>', '0');
  if (after) query = query.where('s.id', '>', after);
  return query
    .orderBy('s.id')
    .limit(limit + 1)
    .execute();
}

/** The invoice under its lock (its settlements are written one at a time), or undefined when it is not the organisation's. */
export async function lockReceivable(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('sales_invoices')
    .select(['id', 'number', 'currency', 'status', 'sales_order_id', 'paid_amount'])
    .select('remaining_amount as left')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The settlement a match made of an invoice, if any. */
export async function findSettlement(
  db: Db,
  invoiceId: string,
  reconciliationId: string,
): Promise<{ amount: string; booked_on: string } | undefined> {
  return db
    .selectFrom('receivable_settlements')
    .select(['amount', sql<string>`to_char(booked_on, 'YYYY-MM-DD')`.as('booked_on')])
    .where('sales_invoice_id', '=', invoiceId)
    .where('reconciliation_id', '=', reconciliationId)
    .executeTakeFirst();
}
