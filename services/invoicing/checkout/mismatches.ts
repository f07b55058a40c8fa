import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import type {
  CheckoutMismatchQuery,
  CheckoutMismatchResponse,
} from '../../../contracts/invoicing/checkout.js';

/**
 * The organisation's notifications that said a charge was paid with another
 * amount than the charge's (outcome MISMATCH: no payment was recorded), one
 * per gateway event (a copy of one is a DUPLICATE, not listed), with the
 * invoice and both amounts, by notification id. For the treasury's exception
 * scan, which opens a ticket for each: a member needs exceptions:manage, the
 * permission that runs a scan (one holding only that may scan).
 */
export async function listCheckoutMismatches(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  query: CheckoutMismatchQuery,
): Promise<CheckoutMismatchResponse> {
  requirePermission(auth, 'exceptions:manage');
  const limit = query.first ?? 500;
  let select = db
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
  if (query.after) select = select.where('n.id', '>', query.after);
  const rows = await select
    .orderBy('n.id')
    .limit(limit + 1)
    .execute();
  return {
    items: rows.slice(0, limit).map((row) => ({
      notificationId: row.id,
      invoiceId: row.invoice_id,
      invoiceNumber: row.number ?? '',
      orderId: row.order_id,
      gateway: row.provider as 'XENDIT' | 'MIDTRANS',
      currency: 'IDR' as const,
      chargedAmount: new Decimal(row.charged).toFixed(2),
      paidAmount: new Decimal(row.paid!).toFixed(2),
      notifiedAt: row.received_at.toISOString(),
    })),
    hasMore: rows.length > limit,
  };
}
