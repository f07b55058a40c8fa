import Decimal from 'decimal.js';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { fromCents, toCents } from '../../../formats/cents.js';
import { jakartaDate } from '../../../formats/indonesia.js';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { publishEvent } from '../../kit/events.js';
import type { CheckoutCharges, InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { lockInvoicesForAllocation } from '../documents/allocations.js';
import { reverseCheckoutPayment } from '../invoice-payments/reversals.js';
import { recordPayment } from '../invoice-payments/service.js';
import type { ChargeStatus, GatewayEvent } from './gateways/gateway.js';
import { checkoutMismatchOf, queueCheckoutTicket } from './mismatches.js';

/** What a notification (or a status check) did: see migrations/0028-baseline, checkout. */
export type NotificationOutcome = 'APPLIED' | 'DUPLICATE' | 'STALE' | 'UNKNOWN' | 'MISMATCH';

const PAID: readonly string[] = ['PAID', 'SETTLED'];

/** The status a charge moves to on an event, or null when the event is behind it (a late PENDING, a FAILED after PAID). */
function nextStatus(
  current: string,
  event: ChargeStatus,
): Exclude<ChargeStatus, 'REFUNDED' | 'PENDING'> | null {
  // A charge taken back in full is done: a late word that it was paid pays nothing again.
  if (event === 'PENDING' || event === 'REFUNDED' || current === event || current === 'REFUNDED')
    return null;
  if (PAID.includes(event)) return current === 'SETTLED' ? null : event;
  // EXPIRED or FAILED: only a charge still waiting; money the gateway took is not given back by a late word.
  return current === 'PENDING' ? event : null;
}

/**
 * The outcome an event was given when it was first seen, if it was: APPLIED,
 * STALE, MISMATCH or UNKNOWN, the outcomes the event's unique index holds
 * (migrations/0028-baseline, `gateway_notifications_event`). Asked in the index's own
 * terms so PostgreSQL reads the index; asked as "not DUPLICATE" it read every
 * notification ever received, once per notification, under the invoice's lock
 * (a REFUSED one has no event id, so the answer is the same).
 */
export function earlierOutcome(db: Db, provider: GatewayEvent['provider'], eventId: string) {
  return db
    .selectFrom('gateway_notifications')
    .select(['id', 'outcome'])
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .where(sql<boolean>`outcome in ('APPLIED', 'STALE', 'MISMATCH', 'UNKNOWN')`);
}

/**
 * Applies a verified gateway event to its charge, once: under the charge's
 * lock, an event already seen is a DUPLICATE; one the charge is past is
 * STALE; a paid amount that is not the charge's moves nothing (MISMATCH).
 * The first word that the charge is paid records the invoice payment (source
 * CHECKOUT, named by the charge: the database refuses a second) and
 * allocates it to the invoice up to what is left, with the sen the whole-rupiah
 * charge left out as its rounding; only money beyond what is left is the
 * buyer's credit. Every event is logged with what it did.
 */
export async function applyGatewayEvent(
  db: Kysely<InvoicingDatabase>,
  event: GatewayEvent,
): Promise<NotificationOutcome> {
  return db.transaction().execute(async (trx) => {
    const log = (outcome: NotificationOutcome, reason: string | null = null) =>
      trx
        .insertInto('gateway_notifications')
        .values({
          provider: event.provider,
          event_id: event.eventId,
          order_id: event.orderId,
          status: event.status,
          amount: event.amount,
          outcome,
          reason,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'received_at'])
        .executeTakeFirst();
    const named = await trx
      .selectFrom('checkout_charges')
      .select(['organization_id', 'invoice_id'])
      .where('order_id', '=', event.orderId)
      .where('provider', '=', event.provider)
      .executeTakeFirst();
    // The invoice first, then the charge: the order checkout's start takes them in.
    if (named) await lockInvoicesForAllocation(trx, named.organization_id, [named.invoice_id]);
    const charge =
      named &&
      (await trx
        .selectFrom('checkout_charges')
        .selectAll()
        .where('order_id', '=', event.orderId)
        .forUpdate()
        .executeTakeFirst());
    if (!charge) {
      await log('UNKNOWN');
      return 'UNKNOWN';
    }
    const seen = await earlierOutcome(trx, event.provider, event.eventId).executeTakeFirst();
    if (seen) {
      await log('DUPLICATE');
      return 'DUPLICATE';
    }
    if (takesBack(charge.status, event.status)) return applyReversal(trx, charge, event, log);
    const to = nextStatus(charge.status, event.status);
    if (!to) {
      await log('STALE', `charge is ${charge.status}`);
      return 'STALE';
    }
    if (PAID.includes(to) && !new Decimal(event.amount).eq(charge.amount)) {
      const logged = await log('MISMATCH', `charged ${charge.amount}`);
      await recordMismatch(trx, charge, event, logged);
      return 'MISMATCH';
    }
    const paidAt = event.paidAt ? new Date(event.paidAt) : new Date();
    let paymentId = charge.payment_id;
    if (PAID.includes(to) && !paymentId)
      paymentId = await recordCheckoutPayment(trx, charge, event, paidAt);
    await trx
      .updateTable('checkout_charges')
      .set({
        status: to,
        payment_id: paymentId,
        paid_at: PAID.includes(to) ? (charge.paid_at ?? paidAt) : null,
        provider_ref: charge.provider_ref ?? event.providerRef,
        updated_at: new Date(),
      })
      .where('id', '=', charge.id)
      .execute();
    await log('APPLIED');
    await announceCharge(trx, charge, to);
    return 'APPLIED';
  });
}

/**
 * A paid notification whose amount is not its charge's moves no money: a
 * person must look (at the gateway, then record what the buyer paid). It is
 * said on the invoice's activity, which the organisation's activity screen
 * lists, counted in the service's metrics (`checkout_notifications_total`
 * with outcome MISMATCH, notifications.ts), and handed to the treasury, whose
 * job opens its CHECKOUT_AMOUNT_DIFFERS exception (mismatches.ts), once per
 * event.
 */
async function recordMismatch(
  trx: Transaction<InvoicingDatabase>,
  charge: ChargeRow,
  event: GatewayEvent,
  notification: { id: string; received_at: Date } | undefined,
): Promise<void> {
  const invoice = await trx
    .selectFrom('sales_invoices')
    .select(['number', 'currency'])
    .where('id', '=', charge.invoice_id)
    .executeTakeFirstOrThrow();
  await recordActivity(trx, {
    actor: null,
    organizationId: charge.organization_id,
    entity: 'SALES_INVOICE',
    entityId: charge.invoice_id,
    action: 'FAILED',
    description: describeActivity('CHECKOUT_PAYMENT_AMOUNT_DIFFERS', {
      number: invoice.number ?? '',
      gateway: charge.provider === 'XENDIT' ? 'Xendit' : 'Midtrans',
      paid: { amount: event.amount, currency: charge.currency },
      charged: { amount: charge.amount, currency: charge.currency },
    }),
  });
  // Under the charge's lock the event was not seen before, so its row is this transaction's: never undefined here.
  if (notification)
    await queueCheckoutTicket(
      trx,
      charge.organization_id,
      checkoutMismatchOf({
        notificationId: notification.id,
        invoiceId: charge.invoice_id,
        invoiceNumber: invoice.number,
        orderId: charge.order_id,
        provider: charge.provider,
        charged: charge.amount,
        paid: event.amount,
        notifiedAt: notification.received_at,
      }),
    );
}

/**
 * Whether an event takes money back from a paid charge: a refund or a
 * chargeback, or a FAILED once it was paid (Midtrans's settlement -> deny,
 * the bank's reversal). Only a word the gateway confirmed gets here
 * (service.ts confirms every notification that could move money).
 */
const takesBack = (current: string, event: ChargeStatus) =>
  event === 'REFUNDED' ||
  (event === 'FAILED' && (PAID.includes(current) || current === 'REFUNDED'));

type ChargeRow = Selectable<CheckoutCharges>;

/**
 * Applies what the gateway took back of a paid charge, once: the event says
 * how much in all (all of it for a reversal), so only what is more than the
 * charge has reversed already moves. The charge's payment gives it back
 * (invoice-payments/reversals.ts: the invoice reopened, the payment reduced
 * or, taken back in full, cancelled and expected in no payout); a charge
 * taken back in full is REFUNDED.
 */
async function applyReversal(
  trx: Transaction<InvoicingDatabase>,
  charge: ChargeRow,
  event: GatewayEvent,
  log: (outcome: NotificationOutcome, reason?: string | null) => Promise<unknown>,
): Promise<NotificationOutcome> {
  if (!charge.payment_id) {
    await log('STALE', `charge is ${charge.status}: nothing was paid on it`);
    return 'STALE';
  }
  const total = Decimal.min(new Decimal(event.reversedAmount ?? charge.amount), charge.amount);
  if (total.lte(charge.reversed_amount)) {
    await log('STALE', `${charge.reversed_amount} taken back already`);
    return 'STALE';
  }
  await reverseCheckoutPayment(trx, charge.organization_id, charge.payment_id, {
    amount: total.minus(charge.reversed_amount).toFixed(2),
    keep: new Decimal(charge.amount).minus(total).toFixed(2),
    gateway: charge.provider === 'XENDIT' ? 'Xendit' : 'Midtrans',
  });
  // A charge something was paid on (it has a payment): PAID or SETTLED.
  const to = total.eq(charge.amount) ? 'REFUNDED' : (charge.status as 'PAID' | 'SETTLED');
  await trx
    .updateTable('checkout_charges')
    .set({ status: to, reversed_amount: total.toFixed(2), updated_at: new Date() })
    .where('id', '=', charge.id)
    .execute();
  await log('APPLIED');
  await announceCharge(trx, charge, to);
  return 'APPLIED';
}

/**
 * Announces a charge's move as a change of its invoice, in the transaction
 * that made it: whether or not the invoice changed (a charge expired or
 * failed changes nothing on it), staff watching the invoice and a buyer
 * watching its link see the charge as it is now.
 */
export function announceCharge(
  trx: Transaction<InvoicingDatabase>,
  charge: { organization_id: string; invoice_id: string },
  to: Exclude<ChargeStatus, 'PENDING'>,
): Promise<void> {
  return publishEvent(trx, {
    type: 'sales-invoice.changed',
    organizationId: charge.organization_id,
    subjectId: charge.invoice_id,
    permission: 'invoices:read',
    change: `CHECKOUT_${to}`,
  });
}

/** The invoice payment a paid charge makes, allocated to its invoice up to what is left of it. */
async function recordCheckoutPayment(
  trx: Transaction<InvoicingDatabase>,
  charge: { id: string; organization_id: string; invoice_id: string; amount: string } & {
    channel: string;
    order_id: string;
    provider: string;
  },
  event: GatewayEvent,
  paidAt: Date,
): Promise<string> {
  const [invoice] = await lockInvoicesForAllocation(trx, charge.organization_id, [
    charge.invoice_id,
  ]);
  if (!invoice) throw new Error(`checkout charge ${charge.id} names no invoice`);
  const left = invoice.status === 'ISSUED' ? toCents(invoice.remaining) : 0n;
  const rounding = roundingOf(left, toCents(charge.amount));
  const take = left < toCents(charge.amount) ? left : toCents(charge.amount) + rounding;
  const { id } = await recordPayment(trx, charge.organization_id, null, {
    customerId: invoice.customer_id,
    paymentDate: jakartaDate(paidAt),
    currency: invoice.currency,
    amount: charge.amount,
    method: charge.channel === 'QRIS' ? 'QRIS' : 'VIRTUAL_ACCOUNT',
    reference: `${charge.provider} ${event.providerRef ?? charge.order_id}`.slice(0, 100),
    source: 'CHECKOUT',
    sourceRef: charge.id,
    allocations:
      take > 0n
        ? [
            {
              invoiceId: invoice.id,
              amount: fromCents(take),
              field: 'allocations',
              rounding: fromCents(rounding),
            },
          ]
        : [],
  });
  return id;
}

/**
 * The sen of what is left of an invoice that a charge in whole rupiah left
 * out, in cents: what is left less the charge when that is under a rupiah,
 * else nothing. A charge is what was left rounded down to the rupiah
 * (service.ts `chargeable`), so the sen are settled with it as its rounding,
 * never left open on the invoice; when less is left than was charged (paid
 * meanwhile another way) there is nothing to round, and the rest is the
 * buyer's credit.
 */
export function roundingOf(leftCents: bigint, chargedCents: bigint): bigint {
  const short = leftCents - chargedCents;
  return short > 0n && short < 100n ? short : 0n;
}
