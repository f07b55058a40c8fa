import type { Transaction } from 'kysely';
import { fromCents, toCents } from '../../../formats/cents.js';
import { describeActivity } from '../../kit/activity.js';
import type { InvoicingDatabase } from '../db-types.js';
import { lockInvoicesForAllocation } from '../documents/allocations.js';
import { publishPayment, recordPaymentChange } from './log.js';

/**
 * Takes back from a payment made at checkout what its gateway took back from
 * the seller (a refund, a chargeback, a bank's reversal), in the caller's
 * transaction, by the product itself: `keep` is what is left of the payment.
 *
 * Its allocations go (each invoice has back what it paid: an invoice the
 * payment had PAID is open again), then:
 * - nothing left: the payment is CANCELLED (it is settled no more, so no
 *   payout is expected for it);
 * - some left: the payment's amount is what is left, allocated again to the
 *   same invoices up to what it had allocated (no rounding: the invoice is not
 *   settled by it any more), the rest of it the buyer's credit as before.
 * One activity entry says how much was taken back, and by whom.
 */
export async function reverseCheckoutPayment(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  paymentId: string,
  taken: { amount: string; keep: string; gateway: string },
): Promise<void> {
  const payment = await trx
    .selectFrom('invoice_payments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (payment.status === 'CANCELLED') return;
  const allocations = await trx
    .selectFrom('invoice_payment_allocations')
    .select(['sales_invoice_id', 'amount', 'rounding'])
    .where('payment_id', '=', paymentId)
    .orderBy('allocated_at')
    .execute();
  const invoiceIds = [...new Set(allocations.map((row) => row.sales_invoice_id))];
  await lockInvoicesForAllocation(trx, organizationId, invoiceIds);
  await trx.deleteFrom('invoice_payment_allocations').where('payment_id', '=', paymentId).execute();
  const keep = toCents(taken.keep);
  const now = new Date();
  const reason = `${fromCents(toCents(taken.amount))} ${payment.currency} taken back at ${taken.gateway}`;
  if (keep <= 0n) {
    await trx
      .updateTable('invoice_payments')
      .set({
        status: 'CANCELLED',
        settlement_status: 'PENDING',
        settled_on: null,
        settled_by: null,
        cancellation_reason: reason,
        cancelled_by: null,
        cancelled_at: now,
        updated_at: now,
        version: payment.version + 1,
      })
      .where('id', '=', paymentId)
      .execute();
  } else {
    await trx
      .updateTable('invoice_payments')
      .set({ amount: fromCents(keep), updated_at: now, version: payment.version + 1 })
      .where('id', '=', paymentId)
      .execute();
    // Allocated again, the oldest first, within what is left of it and not refunded as credit.
    let left = keep - toCents(payment.refunded_amount);
    for (const allocation of allocations) {
      const money = toCents(allocation.amount) - toCents(allocation.rounding);
      const again = money < left ? money : left;
      if (again <= 0n) break;
      await trx
        .insertInto('invoice_payment_allocations')
        .values({
          organization_id: organizationId,
          payment_id: paymentId,
          sales_invoice_id: allocation.sales_invoice_id,
          amount: fromCents(again),
          allocated_by: null,
        })
        .execute();
      left -= again;
    }
  }
  const changes = [
    {
      field: 'amount',
      before: payment.amount,
      after: keep > 0n ? fromCents(keep) : payment.amount,
    },
    ...(keep > 0n ? [] : [{ field: 'status', before: payment.status, after: 'CANCELLED' }]),
  ];
  await recordPaymentChange(trx, organizationId, null, paymentId, {
    revision: keep > 0n ? 'reverse' : 'cancel',
    activity: keep > 0n ? 'UPDATED' : 'CANCELLED',
    description: describeActivity('INVOICE_PAYMENT_REVERSED', {
      number: payment.number,
      gateway: taken.gateway,
      amount: { amount: fromCents(toCents(taken.amount)), currency: payment.currency },
    }),
    changes,
  });
  await publishPayment(trx, organizationId, paymentId, 'REVERSED', invoiceIds);
}
