import { sql, type Selectable, type Transaction } from 'kysely';
import type {
  CreditRefundResponse,
  InvoicePaymentListQuery,
  InvoicePaymentResponse,
  PaymentAllocationResponse,
} from '../../../contracts/invoicing/invoice-payments.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { needsStampDuty } from '../../../formats/stamp-duty.js';
import type { InvoicePayments, InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { recordOf } from '../documents/lines.js';
import { allocationExchange, paymentExchange, taxRatesUsed } from './exchange.js';
import { filesOf } from './file-records.js';
import { withholdingsOf } from './withholdings.js';

export type InvoicePaymentRow = Selectable<InvoicePayments> & { customer_name: string };

function payments(db: Db, organizationId: string) {
  return db
    .selectFrom('invoice_payments as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .selectAll('p')
    .select(sql<string>`coalesce(c.name, c.email)`.as('customer_name'))
    .where('p.organization_id', '=', organizationId);
}

/** The organisation's payments the filters keep (for `documentPage`). */
export function filteredPayments(db: Db, organizationId: string, query: InvoicePaymentListQuery) {
  let filtered = payments(db, organizationId);
  if (query.status) filtered = filtered.where('p.status', '=', query.status);
  if (query.customerId) filtered = filtered.where('p.customer_id', '=', query.customerId);
  if (query.invoiceId) {
    const invoiceId = query.invoiceId;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoice_payment_allocations as a')
          .select(sql`1`.as('one'))
          .whereRef('a.payment_id', '=', 'p.id')
          .where('a.sales_invoice_id', '=', invoiceId),
      ),
    );
  }
  return filtered;
}

/** The organisation's payments with these ids (others' are left out). */
export async function findPayments(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<InvoicePaymentRow[]> {
  if (ids.length === 0) return [];
  return payments(db, organizationId).where('p.id', 'in', ids).execute();
}

/** A payment under its lock (its allocations are written one request at a time), or undefined. */
export function lockPayment(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return payments(trx, organizationId).where('p.id', '=', id).forUpdate('p').executeTakeFirst();
}

/** What is left of a payment to allocate. */
export const unallocatedOf = (row: {
  amount: string;
  allocated_amount: string;
  refunded_amount: string;
}) => fromCents(toCents(row.amount) - toCents(row.allocated_amount) - toCents(row.refunded_amount));

/**
 * The buyer's open invoices in a currency, the oldest due first (then the
 * oldest issued), as a payment is allocated by default; the first `limit`.
 */
export function openInvoicesByDueDate(
  db: Db,
  organizationId: string,
  customerId: string,
  currency: string,
  limit: number,
) {
  return db
    .selectFrom('sales_invoices')
    .select('id')
    .select('remaining_amount as remaining')
    .where('organization_id', '=', organizationId)
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '=', 'ISSUED')
    .orderBy('due_date')
    .orderBy('invoice_date')
    .orderBy('number')
    .limit(limit)
    .execute();
}

/** The allocations of these payments, oldest first, by payment; each valued in rupiah when its payment is foreign. */
async function allocationsOf(
  db: Db,
  payments: readonly InvoicePaymentRow[],
): Promise<Map<string, PaymentAllocationResponse[]>> {
  const byPayment = new Map<string, PaymentAllocationResponse[]>();
  if (payments.length === 0) return byPayment;
  const paymentIds = payments.map(({ id }) => id);
  const paymentOf = new Map(payments.map((payment) => [payment.id, payment]));
  const rows = await db
    .selectFrom('invoice_payment_allocations as a')
    .innerJoin('sales_invoices as s', 's.id', 'a.sales_invoice_id')
    .select([
      'a.id',
      'a.payment_id',
      'a.sales_invoice_id',
      's.number',
      sql<string>`to_char(s.due_date, 'YYYY-MM-DD')`.as('due_date'),
      'a.amount',
      'a.rounding',
      'a.allocated_by',
      'a.allocated_at',
      's.tax_rate',
    ])
    .where('a.payment_id', 'in', [...paymentIds])
    .orderBy('a.allocated_at')
    .orderBy('a.id')
    .execute();
  for (const row of rows) {
    const list = byPayment.get(row.payment_id) ?? [];
    const payment = paymentOf.get(row.payment_id)!;
    list.push({
      id: row.id,
      invoice: { id: row.sales_invoice_id, number: row.number ?? '', dueDate: row.due_date },
      amount: row.amount,
      rounding: row.rounding,
      allocatedBy: row.allocated_by,
      allocatedAt: row.allocated_at.toISOString(),
      exchange:
        payment.currency === 'IDR'
          ? null
          : allocationExchange(row.amount, row.tax_rate, payment.exchange_rate),
    });
    byPayment.set(row.payment_id, list);
  }
  return byPayment;
}

/** The payments as the API answers them; `actionsOf` tells what the caller may do with each. */
export async function toResponses(
  db: Db,
  rows: readonly InvoicePaymentRow[],
  actionsOf: (row: InvoicePaymentRow) => string[],
): Promise<InvoicePaymentResponse[]> {
  const ids = rows.map(({ id }) => id);
  const [byPayment, withholdings, charges, refunds, proofs, taxRates] = await Promise.all([
    allocationsOf(db, rows),
    withholdingsOf(db, { paymentIds: ids }),
    chargesOf(db, ids),
    refundsOf(db, ids),
    filesOf(db, { paymentIds: ids }),
    taxRatesUsed(db, [...new Set(rows.flatMap((row) => row.tax_exchange_rate_id ?? []))]),
  ]);
  return rows.map((row) => ({
    ...recordOf(row),
    id: row.id,
    number: row.number,
    customer: { id: row.customer_id, name: row.customer_name },
    paymentDate: row.payment_date,
    currency: row.currency,
    amount: row.amount,
    allocatedAmount: row.allocated_amount,
    refundedAmount: row.refunded_amount,
    unallocatedAmount: unallocatedOf(row),
    method: row.method as InvoicePaymentResponse['method'],
    reference: row.reference,
    exchange: paymentExchange(row, byPayment.get(row.id) ?? [], taxRates),
    source: row.source as InvoicePaymentResponse['source'],
    status: row.status as InvoicePaymentResponse['status'],
    settlementStatus: row.settlement_status as InvoicePaymentResponse['settlementStatus'],
    settledOn: row.settled_on,
    checkout: charges.get(row.id) ?? null,
    allocations: byPayment.get(row.id) ?? [],
    withholdings: withholdings.filter((withholding) => withholding.paymentId === row.id),
    refunds: refunds
      .filter((refund) => refund.paymentId === row.id)
      .map(({ paymentId: _, ...refund }) => refund),
    proofs: proofs.get(row.id) ?? [],
    stampDuty: needsStampDuty(row.amount, row.currency),
    actions: actionsOf(row),
  }));
}

/** The gateway charge each of the payments was paid by, if any, by payment id. */
async function chargesOf(db: Db, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return new Map<string, never>();
  const rows = await db
    .selectFrom('checkout_charges')
    .select(['payment_id', 'provider', 'order_id as orderId', 'channel'])
    .where('payment_id', 'in', paymentIds)
    .execute();
  return new Map(rows.map(({ payment_id: id, ...charge }) => [id!, charge]));
}

/**
 * The buyer's credit, per currency: what its open payments have neither
 * allocated nor refunded, and what its open credit memos have still to apply
 * (owed back to the buyer as much as an overpayment is).
 */
export async function creditOf(db: Db, organizationId: string, customerId: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('invoice_payments')
        .select(['currency', sql<string>`amount - allocated_amount - refunded_amount`.as('unused')])
        .where('organization_id', '=', organizationId)
        .where('customer_id', '=', customerId)
        .where('status', '=', 'OPEN')
        .unionAll(
          eb
            .selectFrom('credit_memos')
            .select(['currency', sql<string>`amount - applied_amount`.as('unused')])
            .where('organization_id', '=', organizationId)
            .where('customer_id', '=', customerId)
            .where('status', '=', 'OPEN'),
        )
        .as('credit'),
    )
    .select('currency')
    .select(sql<string>`sum(unused)::numeric(20, 2)::text`.as('amount'))
    .groupBy('currency')
    .orderBy('currency')
    .execute();
}

/** The refunds of these payments, oldest first. */
export async function refundsOf(
  db: Db,
  paymentIds: readonly string[],
): Promise<(CreditRefundResponse & { paymentId: string })[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .selectFrom('invoice_payment_refunds')
    .selectAll()
    .where('payment_id', 'in', [...paymentIds])
    .orderBy('requested_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    paymentId: row.payment_id,
    currency: row.currency,
    amount: row.amount,
    status: row.status as CreditRefundResponse['status'],
    requestedBy: row.requested_by,
    requestedAt: row.requested_at.toISOString(),
    releasedBy: row.released_by,
    releasedAt: row.released_at?.toISOString() ?? null,
  }));
}
