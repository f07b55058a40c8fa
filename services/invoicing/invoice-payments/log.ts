import type { Transaction } from 'kysely';
import { recordActivity, type ActivityDescription } from '../../kit/activity.js';
import { publishEvent } from '../../kit/events.js';
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

/** A payment changed, and with it what its invoices have left: both reach open screens. */
export async function publishPayment(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  paymentId: string,
  change: string,
  invoiceIds: readonly string[],
): Promise<void> {
  const db = trx;
  await publishEvent(db, {
    type: 'invoice-payment.changed',
    organizationId,
    subjectId: paymentId,
    permission: 'invoice-payments:read',
    change,
  });
  for (const invoiceId of invoiceIds)
    await publishEvent(db, {
      type: 'sales-invoice.changed',
      organizationId,
      subjectId: invoiceId,
      permission: 'invoices:read',
      change: 'PAID',
    });
}
