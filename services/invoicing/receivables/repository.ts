import { sql, type Transaction } from 'kysely';
import type { ReceivableResponse } from '../../../contracts/invoicing/receivables.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { invoicesWithBuyer } from '../documents/invoices-with-buyer.js';
import { idPageAfter } from '../documents/listing.js';

/** What the payments made of bank credits (source BANK) paid of the invoice `s`. */
const bankPaid = sql<string>`(select coalesce(sum(a.amount), 0)::numeric(20, 2)
   from invoice_payment_allocations a join invoice_payments p on p.id = a.payment_id
  where a.sales_invoice_id = s.id and p.source = 'BANK')`;

/** Issued invoices of the organisation (paid and cancelled ones too) as reconciliation reads them. */
function receivables(db: Db, organizationId: string) {
  return invoicesWithBuyer(db)
    .select([
      sql<string>`to_char(s.invoice_date, 'YYYY-MM-DD')`.as('invoice_date'),
      sql<string>`to_char(s.due_date, 'YYYY-MM-DD')`.as('due_date'),
      // What bank reconciliation may settle in all: what is left, and what bank lines settled of it already.
      sql<string>`(s.remaining_amount + ${bankPaid})::text`.as('settleable'),
      sql<string>`${bankPaid}::text`.as('settled'),
      sql<boolean>`s.status = 'ISSUED' and s.remaining_amount > 0`.as('open'),
    ])
    .where('s.organization_id', '=', organizationId)
    .where('s.status', 'in', ['ISSUED', 'PAID', 'CANCELLED']);
}

/** A receivable as the queries below read it: an invoice, or a payment recorded by hand. */
type ReceivableRow = {
  id: string;
  number: string | null;
  customer_name: string;
  currency: string;
  invoice_date: string;
  due_date: string;
  settleable: string;
  settled: string;
  open: boolean;
};

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
  const open = receivables(db, organizationId)
    .where('s.status', '=', 'ISSUED')
    .where('s.remaining_amount', '>', '0');
  return idPageAfter(open, 's.id', limit, after);
}

/** The invoice under its lock (its settlements are written one at a time), or undefined when it is not the organisation's. */
export async function lockReceivable(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('sales_invoices')
    .select(['id', 'number', 'currency', 'status', 'customer_id', 'paid_amount'])
    .select('remaining_amount as left')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The source reference of the payment a match makes of a bank credit for an invoice. */
export const bankPaymentRef = (reconciliationId: string, invoiceId: string) =>
  `${reconciliationId}:${invoiceId}`;

/** The payment a match made of its bank credit for an invoice, if any (cancelled once the match was undone). */
export async function findSettlement(db: Db, organizationId: string, ref: string) {
  return db
    .selectFrom('invoice_payments')
    .select(['id', 'amount', 'status', 'payment_date as booked_on'])
    .where('organization_id', '=', organizationId)
    .where('source', '=', 'BANK')
    .where('source_ref', '=', ref)
    .executeTakeFirst();
}

/**
 * Payments members recorded by hand (a transfer the buyer announced), as
 * reconciliation reads them: the bank line that brings one's money settles
 * it. Open while not cancelled and not settled; cash never reaches a bank
 * line. For a payment, `invoice_date` and `due_date` are its payment date.
 */
function receivablePayments(db: Db, organizationId: string) {
  return db
    .selectFrom('invoice_payments as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select([
      'p.id',
      'p.number',
      'p.currency',
      'p.status',
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
      sql<string>`to_char(p.payment_date, 'YYYY-MM-DD')`.as('invoice_date'),
      sql<string>`to_char(p.payment_date, 'YYYY-MM-DD')`.as('due_date'),
      sql<string>`p.amount::text`.as('settleable'),
      sql<string>`(case when p.settlement_status = 'SETTLED' then p.amount else 0 end)::numeric(20, 2)::text`.as(
        'settled',
      ),
      sql<boolean>`p.status <> 'CANCELLED' and p.settlement_status = 'PENDING' and p.method <> 'CASH'`.as(
        'open',
      ),
    ])
    .where('p.organization_id', '=', organizationId)
    .where('p.source', '=', 'MANUAL');
}

/** The organisation's payments recorded by hand among `ids`, settled or not. */
export function receivablePaymentsByIds(db: Db, organizationId: string, ids: readonly string[]) {
  return receivablePayments(db, organizationId)
    .where('p.id', 'in', [...ids])
    .orderBy('p.id')
    .execute();
}

/** A page of the organisation's open payments recorded by hand in id order, after `after`, one more than `limit` when more follow. */
export function openReceivablePayments(
  db: Db,
  organizationId: string,
  limit: number,
  after?: string,
) {
  const open = receivablePayments(db, organizationId)
    .where('p.status', '<>', 'CANCELLED')
    .where('p.settlement_status', '=', 'PENDING')
    .where('p.method', '<>', 'CASH');
  return idPageAfter(open, 'p.id', limit, after);
}
