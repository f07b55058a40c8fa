import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Logger } from '../../kit/logger.js';
import type { InvoicingDatabase } from '../db-types.js';
import { applyGatewayEvent } from './apply.js';
import type { PaymentGateway } from './gateways/gateway.js';

/** The job a change of an invoice's balance queues while a charge of it waits (migrations/0036). */
export const CHECKOUT_FOLLOW_JOB = 'checkout-follow-invoice';

/**
 * A charge follows its invoice: when the invoice was paid another way,
 * cancelled, or what is left of it changed (a partial bank credit, a credit
 * memo, PPh 23 withheld), the charge still waiting at the gateway for the old
 * amount is expired there (Xendit's and Midtrans's expire APIs), so the buyer
 * can no longer pay what is no longer owed, and its page stops inviting it;
 * when something is left, the buyer's page offers a charge for what is left
 * now. What the gateway answers is applied as a status check is: EXPIRED, or
 * PAID when the buyer paid it first (then the payment is recorded, and what
 * is over is the buyer's credit).
 *
 * A gateway that cannot be asked throws: the job is tried again with
 * graphile-worker's backoff. A charge at a gateway no longer configured at all
 * cannot be expired there: it is logged, and ends at its own expiry.
 */
export async function followInvoice(
  db: Kysely<InvoicingDatabase>,
  deps: { gateways: readonly PaymentGateway[]; logger: Logger },
  invoiceId: string,
): Promise<'UNCHANGED' | 'EXPIRED' | 'PAID' | 'UNREACHABLE'> {
  const waiting = await db
    .selectFrom('checkout_charges as c')
    .innerJoin('sales_invoices as s', 's.id', 'c.invoice_id')
    .select([
      'c.order_id',
      'c.provider',
      'c.provider_ref',
      'c.amount',
      's.status as invoice_status',
      's.remaining_amount as remaining',
    ])
    .where('c.invoice_id', '=', invoiceId)
    .where('c.status', '=', 'PENDING')
    .executeTakeFirst();
  if (!waiting) return 'UNCHANGED';
  const owed = new Decimal(waiting.remaining).toDecimalPlaces(0, Decimal.ROUND_FLOOR);
  if (waiting.invoice_status === 'ISSUED' && owed.eq(waiting.amount)) return 'UNCHANGED';
  const gateway = deps.gateways.find((candidate) => candidate.provider === waiting.provider);
  if (!gateway) {
    deps.logger.warn(
      { orderId: waiting.order_id, provider: waiting.provider },
      'a waiting charge of a gateway no longer configured cannot be expired there',
    );
    return 'UNREACHABLE';
  }
  const event = await gateway.expireCharge({
    orderId: waiting.order_id,
    providerRef: waiting.provider_ref,
  });
  await applyGatewayEvent(db, { ...event, eventId: `followed:${event.eventId}` });
  return event.status === 'PAID' || event.status === 'SETTLED' ? 'PAID' : 'EXPIRED';
}
