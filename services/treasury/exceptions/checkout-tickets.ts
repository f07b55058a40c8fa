/**
 * Tickets for checkout payments of another amount than the charge's
 * (migrations/0059): one per gateway notification, which keeps the figures
 * it was opened for and resolves only by a member's hand.
 *
 * How a mismatch reaches this service with nobody present: the invoicing
 * service, in the transaction that records it, queues CHECKOUT_MISMATCH_JOB
 * in this service's job queue (contracts/invoicing/checkout.ts,
 * contracts/treasury/jobs.ts), carrying the organisation and the mismatch;
 * the worker opens its ticket (`ExceptionService.openCheckoutTicket`). The
 * scheduled scan runs with no member and holds no token to ask the
 * invoicing service with, so it does not read mismatches; no token is made
 * for it either. The queue is trusted as the database is: only the services
 * write to it, and it carries nothing a member's request could set. "Scan
 * now" still reads `GET /checkout/mismatches` on the member's behalf
 * (exceptions:manage), which picks up a mismatch recorded while no treasury
 * queue existed (a treasury that never ran in the database). However many
 * jobs, copies and scans run, the unique index on the notification keeps one
 * ticket per notification ever.
 */

import { sql, type Transaction } from 'kysely';
import { Value } from 'typebox/value';
import type { ServiceClient, OnBehalfOf } from '../../kit/service-client.js';
import type { TreasuryDatabase } from '../db-types.js';
import {
  CheckoutMismatchJob,
  type CheckoutMismatch,
  type CheckoutMismatchResponse,
} from '../../../contracts/invoicing/checkout.js';
import type { ScannedTicket } from './repository.js';

/**
 * The invoicing service's job payload when it is one (an organisation, a
 * notification, amounts as decimal strings of two places), else what is first
 * wrong with it ("/mismatch/paidAmount must be string").
 */
export function readCheckoutMismatchJob(
  payload: unknown,
): { job: CheckoutMismatchJob } | { problem: string } {
  if (Value.Check(CheckoutMismatchJob, payload)) return { job: payload };
  const [first] = Value.Errors(CheckoutMismatchJob, payload);
  return {
    problem: first ? `${first.instancePath || '/'} ${first.message}` : 'not a checkout mismatch',
  };
}

/** The most pages of 500 one scan reads; what is beyond waits for the next scan. */
const MAX_PAGES = 20;

/** Reads the organisation's checkout mismatches from the invoicing service, on the caller's behalf (exceptions:manage, as the scan needs). */
export async function fetchCheckoutMismatches(
  invoicing: ServiceClient,
  caller: OnBehalfOf,
): Promise<CheckoutMismatch[]> {
  const all: CheckoutMismatch[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await invoicing.call<CheckoutMismatchResponse>(caller, {
      method: 'GET',
      path: '/checkout/mismatches',
      query: { first: '500', after },
    });
    all.push(...answer.items);
    if (!answer.hasMore || answer.items.length === 0) break;
    after = answer.items.at(-1)!.notificationId;
  }
  return all;
}

/**
 * Opens a CHECKOUT_AMOUNT_DIFFERS ticket, opened today, for each mismatch
 * that has none yet (resolved or not: the unique index on the notification
 * holds one ticket per notification ever, whatever scans run beside).
 */
export async function openCheckoutTickets(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  today: string,
  mismatches: readonly CheckoutMismatch[],
): Promise<ScannedTicket[]> {
  if (mismatches.length === 0) return [];
  const column = <K extends keyof CheckoutMismatch>(key: K) => mismatches.map((m) => m[key]);
  const { rows } = await sql<ScannedTicket>`
    insert into exception_tickets (organization_id, type, opened_on, expected_amount, received_amount,
      checkout_notification_id, checkout_invoice_id, checkout_invoice_number, checkout_order_id,
      checkout_gateway, checkout_currency, checkout_notified_at)
    select ${organizationId}, 'CHECKOUT_AMOUNT_DIFFERS', ${today}::date, m.charged, m.paid,
      m.notification_id, m.invoice_id, m.invoice_number, m.order_id, m.gateway, m.currency, m.notified_at
    from unnest(${column('notificationId')}::uuid[], ${column('invoiceId')}::uuid[],
      ${column('invoiceNumber')}::text[], ${column('orderId')}::text[], ${column('gateway')}::text[],
      ${column('currency')}::text[], ${column('chargedAmount')}::numeric[], ${column('paidAmount')}::numeric[],
      ${column('notifiedAt')}::timestamptz[])
      as m(notification_id, invoice_id, invoice_number, order_id, gateway, currency, charged, paid, notified_at)
    order by m.notification_id
    on conflict (organization_id, checkout_notification_id) where checkout_notification_id is not null do nothing
    returning id, type, expected_amount::text as amount, checkout_currency as currency,
      opened_on::text as transaction_date, received_amount::text as received,
      checkout_invoice_number as invoice_number, checkout_gateway as gateway`.execute(trx);
  return rows;
}
