import type { Kysely } from 'kysely';
import { Counter, type Registry } from 'prom-client';
import type { Logger } from '../../kit/logger.js';
import type { InvoicingDatabase } from '../db-types.js';
import { applyGatewayEvent, earlierOutcome, type NotificationOutcome } from './apply.js';
import {
  GatewayError,
  GatewayRefusal,
  isForgery,
  type GatewayEvent,
  type GatewayProvider,
  type PaymentGateway,
  type WebhookHeaders,
} from './gateways/gateway.js';

/**
 * What a notification did, and how the gateway is answered:
 * - 401 REFUSED: it did not prove it came from the gateway (a forgery, or a
 *   gateway not configured here). Never acted on.
 * - 200 IGNORED: it proved it came from the gateway, but names a status we
 *   do not act on or cannot be read: recorded with its order id for a person
 *   to look at, and answered so the gateway stops sending it (Midtrans mails
 *   the merchant about notifications refused again and again).
 * - 503 UNCONFIRMED: the gateway could not be asked to confirm it; answered
 *   so the gateway sends it again.
 * - 200 with what applying it did (apply.ts).
 */
export type NotificationAnswer = {
  httpStatus: 200 | 401 | 503;
  outcome: NotificationOutcome | 'REFUSED' | 'IGNORED' | 'UNCONFIRMED';
};

/**
 * Receives a gateway's notification as it arrived: verified against the
 * gateway's token or signature, then, unless it only says the charge waits,
 * confirmed with the gateway's own status check before anything moves, and
 * applied once.
 *
 * A token or signature does not vouch for every field: Midtrans signs
 * order_id, status_code and gross_amount but not transaction_status
 * (midtrans.ts), and Xendit's callback token is one static secret for every
 * callback. So what is applied is what the gateway answers when asked by our
 * key (Midtrans's Get Status, Xendit's Get Invoice), as both advise
 * (https://docs.midtrans.com/reference/receiving-notifications, "Push
 * Notification and Get Status"). A notification already applied is not asked
 * about again: it is a duplicate whatever it says.
 */
export async function receiveNotification(
  db: Kysely<InvoicingDatabase>,
  deps: {
    gateways: readonly PaymentGateway[];
    logger: Logger;
    counted?: NotificationCounter | undefined;
  },
  provider: GatewayProvider,
  headers: WebhookHeaders,
  rawBody: Buffer,
): Promise<NotificationAnswer> {
  const answer = await received(db, deps, provider, headers, rawBody);
  deps.counted?.(provider, answer.outcome);
  return answer;
}

/** Counts a notification by its gateway and what it did. */
export type NotificationCounter = (
  provider: GatewayProvider,
  outcome: NotificationAnswer['outcome'],
) => void;

/**
 * `checkout_notifications_total{provider, outcome}` in the service's metrics:
 * an alert on outcome MISMATCH (paid another amount than charged: a person
 * must look), UNCONFIRMED (the gateway could not be asked) or REFUSED
 * (forgeries) watches what the gateways send.
 */
export function notificationCounter(registry: Registry): NotificationCounter {
  const counter = new Counter({
    name: 'checkout_notifications_total',
    help: 'Payment gateway notifications received, by gateway and outcome (APPLIED, DUPLICATE, STALE, UNKNOWN, MISMATCH: paid another amount than charged, REFUSED, IGNORED, UNCONFIRMED).',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });
  return (provider, outcome) => counter.labels(provider, outcome).inc();
}

async function received(
  db: Kysely<InvoicingDatabase>,
  deps: { gateways: readonly PaymentGateway[]; logger: Logger },
  provider: GatewayProvider,
  headers: WebhookHeaders,
  rawBody: Buffer,
): Promise<NotificationAnswer> {
  const gateway = deps.gateways.find((candidate) => candidate.provider === provider);
  const record = (outcome: 'REFUSED' | 'IGNORED', reason: string, orderId: string | null) =>
    db
      .insertInto('gateway_notifications')
      .values({ provider, outcome, reason, order_id: orderId })
      .execute();
  if (!gateway) {
    await record('REFUSED', 'NOT_CONFIGURED', null);
    return { httpStatus: 401, outcome: 'REFUSED' };
  }
  let event: GatewayEvent;
  try {
    event = gateway.verifyWebhook(headers, rawBody);
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    const forged = isForgery(error.reason);
    await record(forged ? 'REFUSED' : 'IGNORED', error.reason, error.orderId);
    deps.logger.warn(
      { provider, reason: error.reason, orderId: error.orderId },
      forged ? 'gateway notification refused' : 'gateway notification ignored',
    );
    return forged
      ? { httpStatus: 401, outcome: 'REFUSED' }
      : { httpStatus: 200, outcome: 'IGNORED' };
  }
  if (event.status !== 'PENDING') {
    const seen = await earlierOutcome(db, event.provider, event.eventId).executeTakeFirst();
    if (!seen) {
      try {
        event = await confirmed(db, gateway, event);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        await db
          .insertInto('gateway_notifications')
          .values({
            provider,
            order_id: event.orderId,
            status: event.status,
            amount: event.amount,
            outcome: 'UNCONFIRMED',
            reason: `${error.kind}: ${error.message}`.slice(0, 500),
          })
          .execute();
        deps.logger.warn({ err: error, orderId: event.orderId }, 'notification not confirmed');
        return { httpStatus: 503, outcome: 'UNCONFIRMED' };
      }
    }
  }
  return { httpStatus: 200, outcome: await applyGatewayEvent(db, event) };
}

/**
 * The event as the gateway confirms it: its status check of the charge the
 * notification names (by the reference we hold of it: the notification's own
 * could be anyone's). When it agrees, the notification's event id is kept, so
 * its redeliveries stay duplicates; when it does not, the gateway's answer is
 * applied as a status check is (service.ts `refresh`). A notification naming
 * no charge of ours moves nothing and is applied as it is (UNKNOWN).
 */
async function confirmed(
  db: Kysely<InvoicingDatabase>,
  gateway: PaymentGateway,
  event: GatewayEvent,
): Promise<GatewayEvent> {
  const charge = await db
    .selectFrom('checkout_charges')
    .select(['order_id', 'provider_ref'])
    .where('order_id', '=', event.orderId)
    .where('provider', '=', event.provider)
    .executeTakeFirst();
  if (!charge) return event;
  const answer = await gateway.fetchStatus({
    orderId: charge.order_id,
    providerRef: charge.provider_ref ?? event.providerRef,
  });
  const agrees =
    answer.status === event.status &&
    answer.amount === event.amount &&
    answer.reversedAmount === event.reversedAmount;
  return { ...answer, eventId: agrees ? event.eventId : `status:${answer.eventId}` };
}
