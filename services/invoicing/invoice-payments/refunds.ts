import type { Kysely, Transaction } from 'kysely';
import {
  creditRefundErrors,
  invoicePaymentErrors,
  type CreditRefundBody,
  type CreditRefundResponse,
} from '../../../contracts/invoicing/invoice-payments.js';
import { compareAmounts } from '../../../formats/amount.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { commonErrors, errorsOf, serviceError } from '../../kit/errors.js';
import { isCheckViolation } from '../../kit/database.js';
import type { InvoicingDatabase } from '../db-types.js';
import { positiveAmount } from '../documents/allocations.js';
import { lockPayment, refundsOf, unallocatedOf, type InvoicePaymentRow } from './repository.js';
import { publishPayment, recordPaymentChange } from './log.js';

const paymentErrors = errorsOf(invoicePaymentErrors);

/**
 * Who may let a refund's reservation go: whoever ends the treasury payment
 * that pays it (rejects, cancels, archives), or whoever asked for it, when the
 * payment they were making did not commit.
 */
const RELEASERS = [
  'payments:approve',
  'payments:cancel',
  'payments:archive',
  'invoice-payments:manage',
] as const;

/**
 * A buyer's credit paid back through a treasury payment order, asked by the
 * treasury on its maker's behalf in the transaction that makes (or changes)
 * the order: the credit is reserved on the payment under its lock, so no
 * allocation and no other refund can take it; 20 refunds asked at once of
 * one credit reserve at most that credit (the database's CHECK on the
 * payment refuses the one too many, migrations/0028-baseline). Named by the order: the
 * same amount again changes nothing, another amount moves the reservation.
 */
export async function reserveRefund(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  paymentId: string,
  refundId: string,
  body: CreditRefundBody,
): Promise<CreditRefundResponse> {
  requirePermission(auth, 'invoice-payments:manage');
  // Checked and made canonical as a payment's amount is (documents/allocations.ts).
  const asked = positiveAmount(body.amount);
  if (!asked) throw paymentErrors.amount();
  const amount = toCents(asked);
  await db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, auth.org, paymentId);
    if (!payment) throw paymentErrors.notFound();
    const existing = await trx
      .selectFrom('invoice_payment_refunds')
      .selectAll()
      .where('id', '=', refundId)
      .executeTakeFirst();
    if (existing && (existing.payment_id !== paymentId || existing.organization_id !== auth.org))
      throw serviceError(creditRefundErrors.otherPayment);
    if (existing?.status === 'RELEASED') throw serviceError(creditRefundErrors.released);
    if (existing && toCents(existing.amount) === amount) return;
    checkCredit(payment, body.currency, amount - toCents(existing?.amount ?? '0'));
    const values = { amount: fromCents(amount), updated_at: new Date() };
    await (
      existing
        ? trx.updateTable('invoice_payment_refunds').set(values).where('id', '=', refundId)
        : trx.insertInto('invoice_payment_refunds').values({
            ...values,
            id: refundId,
            organization_id: auth.org,
            payment_id: paymentId,
            currency: payment.currency,
            requested_by: auth.sub,
          })
    )
      .execute()
      .catch((error: unknown) => {
        // Another refund or allocation took the credit between the check and the write: impossible under the lock, kept as the last word.
        if (isCheckViolation(error, 'invoice_payments_used_within'))
          throw overCredit(payment, '0.00');
        throw error;
      });
    await logRefund(trx, auth, payment, 'reserve', {
      field: 'refundedAmount',
      before: payment.refunded_amount,
      after: fromCents(
        toCents(payment.refunded_amount) + amount - toCents(existing?.amount ?? '0'),
      ),
    });
  });
  return (await refundsOf(db, [paymentId])).find((refund) => refund.id === refundId)!;
}

/**
 * Lets a refund's reservation go: its treasury payment was rejected,
 * cancelled, or failed and archived, so the credit is the buyer's again.
 * Released once; again changes nothing. Asked by the treasury on behalf of
 * the member who ended the order.
 */
export async function releaseRefund(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  paymentId: string,
  refundId: string,
): Promise<void> {
  if (!RELEASERS.some((permission) => auth.perms.includes(permission)))
    throw commonErrors.forbidden(RELEASERS[0]);
  await db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, auth.org, paymentId);
    if (!payment) throw paymentErrors.notFound();
    const refund = await trx
      .selectFrom('invoice_payment_refunds')
      .select(['id', 'payment_id', 'status', 'amount'])
      .where('id', '=', refundId)
      .where('organization_id', '=', auth.org)
      .executeTakeFirst();
    // An order whose reservation never committed has nothing to release.
    if (!refund || refund.status === 'RELEASED') return;
    if (refund.payment_id !== paymentId) throw serviceError(creditRefundErrors.otherPayment);
    const now = new Date();
    await trx
      .updateTable('invoice_payment_refunds')
      .set({ status: 'RELEASED', released_by: auth.sub, released_at: now, updated_at: now })
      .where('id', '=', refundId)
      .execute();
    await logRefund(trx, auth, payment, 'release', {
      field: 'refundedAmount',
      before: payment.refunded_amount,
      after: fromCents(toCents(payment.refunded_amount) - toCents(refund.amount)),
    });
  });
}

/** Whether `more` (in cents) fits in the payment's credit, in the payment's currency, while it is open. */
function checkCredit(payment: InvoicePaymentRow, currency: string, more: bigint): void {
  if (payment.currency !== currency)
    throw serviceError(creditRefundErrors.currency, undefined, {
      number: payment.number,
      currency: payment.currency,
    });
  if (more <= 0n) return;
  if (payment.status !== 'OPEN')
    throw serviceError(creditRefundErrors.notOpen, undefined, { number: payment.number });
  const credit = unallocatedOf(payment);
  if (compareAmounts(fromCents(more), credit) > 0) throw overCredit(payment, credit);
}

const overCredit = (payment: InvoicePaymentRow, credit: string) =>
  serviceError(creditRefundErrors.overCredit, undefined, { number: payment.number, credit });

/** A refund's reservation, or its release, as the payment's revision, activity and event. */
async function logRefund(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  payment: InvoicePaymentRow,
  action: 'reserve' | 'release',
  change: { field: string; before: string; after: string },
): Promise<void> {
  const delta = toCents(change.after) - toCents(change.before);
  await recordPaymentChange(trx, auth.org, auth, payment.id, {
    revision: action === 'reserve' ? 'refund' : 'release-refund',
    description: describeActivity(
      action === 'reserve' ? 'INVOICE_PAYMENT_REFUND_RESERVED' : 'INVOICE_PAYMENT_REFUND_RELEASED',
      {
        number: payment.number,
        amount: { amount: fromCents(delta < 0n ? -delta : delta), currency: payment.currency },
      },
    ),
    changes: [change],
  });
  await publishPayment(
    trx,
    auth.org,
    payment.id,
    action === 'reserve' ? 'REFUNDED' : 'REFUND_RELEASED',
    [],
  );
}
