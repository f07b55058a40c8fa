import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { addJobInTransaction } from '../../kit/jobs.js';
import type { InvoicingDatabase } from '../db-types.js';
import { idPageAfter } from '../documents/listing.js';
import {
  CHECKOUT_MISMATCH_JOB,
  type CheckoutMismatch,
  type CheckoutMismatchJob,
  type CheckoutMismatchQuery,
  type CheckoutMismatchResponse,
} from '../../../contracts/invoicing/checkout.js';
import { TREASURY_JOBS_SCHEMA } from '../../../contracts/treasury/jobs.js';

/** A mismatch's figures as the wire carries them: both amounts as decimal strings of two places. */
export function checkoutMismatchOf(row: {
  notificationId: string;
  invoiceId: string;
  invoiceNumber: string | null;
  orderId: string;
  provider: string;
  charged: string;
  paid: string;
  notifiedAt: Date;
}): CheckoutMismatch {
  return {
    notificationId: row.notificationId,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber ?? '',
    orderId: row.orderId,
    gateway: row.provider as 'XENDIT' | 'MIDTRANS',
    currency: 'IDR',
    chargedAmount: new Decimal(row.charged).toFixed(2),
    paidAmount: new Decimal(row.paid).toFixed(2),
    notifiedAt: row.notifiedAt.toISOString(),
  };
}

/**
 * Queues the treasury's CHECKOUT_MISMATCH_JOB for a mismatch, in the
 * transaction that records it (contracts/invoicing/checkout.ts): the
 * treasury opens its exception with nobody asking, as soon as its worker
 * takes the job. No member's token is needed, and none is made: the trust is
 * the database the services of a deployment share, in which only they write.
 * A treasury that never ran in this database has no queue yet; the mismatch
 * is then left to its first "Scan now", which reads `GET /checkout/mismatches`.
 * Answers whether the job was queued.
 */
export async function queueCheckoutTicket(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  mismatch: CheckoutMismatch,
): Promise<boolean> {
  const { rows } = await sql<{ ready: boolean }>`select exists (select 1 from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${TREASURY_JOBS_SCHEMA} and p.proname = 'add_job') as ready`.execute(trx);
  if (!rows[0]?.ready) return false;
  const payload: CheckoutMismatchJob = { organizationId, mismatch };
  await addJobInTransaction(trx, TREASURY_JOBS_SCHEMA, CHECKOUT_MISMATCH_JOB, payload, {
    jobKey: `checkout-mismatch:${mismatch.notificationId}`,
  });
  return true;
}

/**
 * The organisation's notifications that said a charge was paid with another
 * amount than the charge's (outcome MISMATCH: no payment was recorded), one
 * per gateway event (a copy of one is a DUPLICATE, not listed), with the
 * invoice and both amounts, by notification id. For the treasury's Scan now,
 * which opens a ticket for each that has none (the job queued with each
 * mismatch, queueCheckoutTicket, opens it with nobody asking): a member needs
 * exceptions:manage, the permission that runs a scan (one holding only that
 * may scan).
 */
export async function listCheckoutMismatches(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  query: CheckoutMismatchQuery,
): Promise<CheckoutMismatchResponse> {
  requirePermission(auth, 'exceptions:manage');
  const limit = query.first ?? 500;
  const select = db
    .selectFrom('gateway_notifications as n')
    .innerJoin('checkout_charges as c', 'c.order_id', 'n.order_id')
    .innerJoin('sales_invoices as i', 'i.id', 'c.invoice_id')
    .select([
      'n.id',
      'n.provider',
      'n.amount as paid',
      'n.received_at',
      'c.order_id',
      'c.amount as charged',
      'c.currency',
      'i.id as invoice_id',
      'i.number',
    ])
    .where('c.organization_id', '=', auth.org)
    .where('n.outcome', '=', 'MISMATCH')
    .where('n.amount', 'is not', null);
  const rows = await idPageAfter(select, 'n.id', limit, query.after);
  return {
    items: rows.slice(0, limit).map((row) =>
      checkoutMismatchOf({
        notificationId: row.id,
        invoiceId: row.invoice_id,
        invoiceNumber: row.number,
        orderId: row.order_id,
        provider: row.provider,
        charged: row.charged,
        paid: row.paid!,
        notifiedAt: row.received_at,
      }),
    ),
    hasMore: rows.length > limit,
  };
}
