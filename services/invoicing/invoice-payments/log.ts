import type { Transaction } from 'kysely';
import { recordActivity, type ActivityDescription } from '../../kit/activity.js';
import { recordRevision } from '../documents/revisions.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { publishEvents } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { AccessClaims } from '../../kit/auth.js';

/** Who records or allocates: a member (or API key), or the product itself (null) for a verified gateway notification. */
export type PaymentActor = Pick<AccessClaims, 'sub' | 'org'> | null;

/** A payment's activity entry, by its actor (null: the product itself). */
export function logPayment(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  actor: PaymentActor,
  id: string,
  action: 'CREATED' | 'UPDATED' | 'CANCELLED',
  description: ActivityDescription,
  changes: { field: string; before: string | null; after: string | null }[] = [],
) {
  return recordActivity(trx, {
    actor,
    organizationId,
    entity: 'INVOICE_PAYMENT',
    entityId: id,
    action,
    description,
    changes,
  });
}

/**
 * A change of a payment, recorded where it is read back: its revision in the
 * payment's history (`revision`: `add-proof`, `settle`, …) and its activity
 * entry (UPDATED unless `activity` says CANCELLED) with `description`, both
 * with the same `changes`, by its actor (null: the product itself).
 */
export async function recordPaymentChange(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  actor: PaymentActor,
  paymentId: string,
  change: {
    revision: string;
    activity?: 'UPDATED' | 'CANCELLED';
    description: ActivityDescription;
    changes: { field: string; before: string | null; after: string | null }[];
  },
): Promise<void> {
  const { revision, activity = 'UPDATED', description, changes } = change;
  await recordRevision(
    trx,
    { organizationId, documentType: 'INVOICE_PAYMENT', documentId: paymentId },
    { action: revision, actorId: actor?.sub ?? null, changes },
  );
  await logPayment(trx, organizationId, actor, paymentId, activity, description, changes);
}

/** What a payment's change says of each invoice it touched: that the payment did it, never that the invoice is PAID. */
const INVOICE_CHANGE = {
  ALLOCATED: 'PAYMENT_ALLOCATED',
  UNALLOCATED: 'PAYMENT_UNALLOCATED',
  CANCELLED: 'PAYMENT_CANCELLED',
  REVERSED: 'PAYMENT_REVERSED',
} as const satisfies Partial<
  Record<EventChange<'invoice-payment.changed'>, EventChange<'sales-invoice.changed'>>
>;

/** A change of a payment that moves what its invoices have left. */
export type InvoiceMovingChange = keyof typeof INVOICE_CHANGE;

/**
 * A payment changed, and with it what its invoices have left: both reach open
 * screens. Only a change that moves money on invoices names them
 * (`invoiceIds`), each told what the payment did (`PAYMENT_CANCELLED` when it
 * was cancelled); whether the invoice became paid is its status, which the
 * subscriber reads.
 */
export async function publishPayment(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  paymentId: string,
  ...[change, invoiceIds]:
    | [change: InvoiceMovingChange, invoiceIds: readonly string[]]
    | [change: Exclude<EventChange<'invoice-payment.changed'>, InvoiceMovingChange>, invoiceIds: []]
): Promise<void> {
  // One statement for the payment's event and its invoices', however many.
  await publishEvents(trx, [
    {
      type: 'invoice-payment.changed',
      organizationId,
      subjectId: paymentId,
      permission: 'invoice-payments:read',
      change,
    },
    ...invoiceIds.map((invoiceId) => ({
      type: 'sales-invoice.changed' as const,
      organizationId,
      subjectId: invoiceId,
      permission: 'invoices:read',
      change: INVOICE_CHANGE[change as InvoiceMovingChange],
    })),
  ]);
}
