import type { Transaction, Updateable } from 'kysely';
import type { EventChange } from '../../../contracts/common/events.js';
import {
  describeActivity,
  type ActivityDescription,
  type FieldChange,
} from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase, SalesInvoices } from '../db-types.js';
import { recordDocumentChange } from '../documents/drafts.js';

/**
 * Records a change of an invoice beside its lifecycle (its approver, its tax
 * invoice number, its delivery), in the transaction that wrote it: the
 * revision (`action`, field by field), the activity log's entry (`description`)
 * and the `sales-invoice.changed` event (`event`) that subscriptions and
 * webhooks carry.
 */
export async function recordInvoiceChange(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  invoiceId: string,
  change: {
    action: string;
    changes: FieldChange[];
    description: ActivityDescription;
    event: EventChange<'sales-invoice.changed'>;
  },
): Promise<void> {
  await recordDocumentChange(
    trx,
    auth,
    { documentType: 'SALES_INVOICE', documentId: invoiceId },
    change,
  );
  await publishEvent(trx, {
    type: 'sales-invoice.changed',
    organizationId: auth.org,
    subjectId: invoiceId,
    permission: 'invoices:read',
    change: change.event,
  });
}

/**
 * Writes a draft's revised `columns` as its next version, with the revision
 * of what changed, the activity entry (its draft edited) and the `REVISED`
 * event: every edit of a draft's own fields ends so.
 */
export async function writeDraftRevision(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  invoice: { id: string; version: number; order_number: string; customer_name: string },
  columns: Updateable<SalesInvoices>,
  changes: FieldChange[],
): Promise<void> {
  await trx
    .updateTable('sales_invoices')
    .set({ ...columns, updated_at: new Date(), version: invoice.version + 1 })
    .where('id', '=', invoice.id)
    .execute();
  await recordInvoiceChange(trx, auth, invoice.id, {
    action: 'revise',
    changes,
    description: describeActivity('SALES_INVOICE_REVISED', {
      order: invoice.order_number,
      name: invoice.customer_name,
    }),
    event: 'REVISED',
  });
}
