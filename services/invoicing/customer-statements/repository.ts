import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { InvoicingDatabase } from '../db-types.js';
import type { StatementRecords } from './statement.js';

/** The business date in Jakarta of an instant column (`cancelled_at`, `created_at`); null when it is. */
const jakartaDay = (column: string): RawBuilder<string | null> =>
  sql<string | null>`(${sql.ref(column)} at time zone 'Asia/Jakarta')::date::text`;

/** Whom and what a statement is of: one buyer of the organisation, in one currency, up to a day. */
export type StatementScope = {
  organizationId: string;
  customerId: string;
  currency: string;
  to: string;
};

/**
 * Everything that moved the buyer's balance in the currency up to `to`, as the
 * records stand now: its issued invoices (a cancelled one with the day it was
 * cancelled), its payments (a bank credit matched to an invoice is one) with
 * their allocations, its credit memos' applications and the PPh 23 withheld
 * from its invoices. Dates later than `to` may come back (a cancellation after
 * it); `customerStatement` leaves them out.
 */
export async function statementRecords(
  db: Kysely<InvoicingDatabase>,
  scope: StatementScope,
): Promise<StatementRecords> {
  const { organizationId, customerId, currency, to } = scope;
  const invoicesOfBuyer = db
    .selectFrom('sales_invoices as s')
    .where('s.organization_id', '=', organizationId)
    .where('s.customer_id', '=', customerId)
    .where('s.currency', '=', currency)
    .where('s.number', 'is not', null)
    .where('s.invoice_date', '<=', to);
  const [invoices, payments, allocations, applications, withholdings, refunds] = await Promise.all([
    invoicesOfBuyer
      .select([
        's.id',
        's.number',
        's.invoice_date as invoiceDate',
        's.due_date as dueDate',
        's.grand_total as grandTotal',
        's.cancellation_reason as cancellationReason',
        jakartaDay('s.cancelled_at').as('cancelledOn'),
      ])
      .orderBy('s.invoice_date')
      .orderBy('s.number')
      .execute(),
    paymentsOf(db, scope),
    invoicesOfBuyer
      .innerJoin('invoice_payment_allocations as a', 'a.sales_invoice_id', 's.id')
      .select([
        'a.payment_id as paymentId',
        's.id as invoiceId',
        's.number as invoiceNumber',
        's.invoice_date as invoiceDate',
        'a.amount',
      ])
      .orderBy('s.invoice_date')
      .orderBy('s.number')
      .orderBy('a.id')
      .execute(),
    invoicesOfBuyer
      .innerJoin('credit_memo_applications as a', 'a.sales_invoice_id', 's.id')
      .innerJoin('credit_memos as m', 'm.id', 'a.credit_memo_id')
      .select([
        'm.number as memoNumber',
        'm.memo_date as memoDate',
        's.id as invoiceId',
        's.number as invoiceNumber',
        's.invoice_date as invoiceDate',
        'a.amount',
      ])
      .where('m.memo_date', '<=', to)
      .orderBy('m.memo_date')
      .orderBy('m.number')
      .orderBy('a.applied_at')
      .execute(),
    invoicesOfBuyer
      .innerJoin('invoice_withholdings as w', 'w.sales_invoice_id', 's.id')
      .leftJoin('invoice_payments as p', 'p.id', 'w.payment_id')
      .select([
        's.id as invoiceId',
        's.number as invoiceNumber',
        's.invoice_date as invoiceDate',
        sql<string>`coalesce(p.payment_date::text, ${jakartaDay('w.created_at')})`.as('recordedOn'),
        'w.amount',
        'w.status',
        'w.slip_number as slipNumber',
        'w.cancellation_reason as cancellationReason',
        jakartaDay('w.cancelled_at').as('cancelledOn'),
      ])
      .orderBy('w.created_at')
      .execute(),
    refundsOf(db, scope),
  ]);
  return {
    invoices: invoices.map((invoice) => ({ ...invoice, number: invoice.number! })),
    payments,
    allocations: allocations.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber! })),
    applications: applications.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber! })),
    withholdings: withholdings.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber! })),
    refunds: refunds.map((row) => ({ ...row, refundedOn: row.refundedOn! })),
  };
}

/** The buyer's payments in the statement's currency up to `to`, cancelled ones too, by date and number. */
function paymentsOf(db: Kysely<InvoicingDatabase>, scope: StatementScope) {
  const { organizationId, customerId, currency, to } = scope;
  return db
    .selectFrom('invoice_payments as p')
    .select([
      'p.id',
      'p.number',
      'p.payment_date as paymentDate',
      'p.amount',
      'p.cancellation_reason as cancellationReason',
      jakartaDay('p.cancelled_at').as('cancelledOn'),
    ])
    .where('p.organization_id', '=', organizationId)
    .where('p.customer_id', '=', customerId)
    .where('p.currency', '=', currency)
    .where('p.payment_date', '<=', to)
    .orderBy('p.payment_date')
    .orderBy('p.number')
    .execute();
}

/** What was paid back of the buyer's payments in the statement's currency, asked for up to `to` (Jakarta's day). */
function refundsOf(db: Kysely<InvoicingDatabase>, scope: StatementScope) {
  const { organizationId, customerId, currency, to } = scope;
  return db
    .selectFrom('invoice_payment_refunds as r')
    .innerJoin('invoice_payments as p', 'p.id', 'r.payment_id')
    .select([
      'p.number as paymentNumber',
      'r.amount',
      jakartaDay('r.requested_at').as('refundedOn'),
      jakartaDay('r.released_at').as('releasedOn'),
    ])
    .where('r.organization_id', '=', organizationId)
    .where('p.customer_id', '=', customerId)
    .where('r.currency', '=', currency)
    .where(sql<boolean>`(r.requested_at at time zone 'Asia/Jakarta')::date <= ${to}`)
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .execute();
}
