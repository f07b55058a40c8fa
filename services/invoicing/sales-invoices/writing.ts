import type { Transaction } from 'kysely';
import type { EventChange } from '../../../contracts/common/events.js';
import { addDays } from '../../../formats/calendar.js';
import { describeActivity } from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import { publishEvent, publishEvents, type DomainEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { figuresOrRefusal, totalsColumns, type ReadLines } from '../documents/lines.js';
import { recordCreation } from '../documents/revisions.js';
import type { NamedApprover } from './approver.js';
import { datedMilestones, milestoneAmounts, type CheckedMilestone } from './milestones.js';
import { insertInvoiceParts, type lockOrderForInvoice } from './repository.js';

/** The order an invoice is written for, as `lockOrderForInvoice` read it under its lock. */
export type InvoicedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForInvoice>>>;

/** What a draft invoice is written from, once its lines were taken from its order. */
export type DraftInvoice = {
  order: InvoicedOrder;
  lines: ReadLines['lines'];
  receiptIds: readonly string[];
  invoiceDate: string;
  paymentTermDays?: number | null | undefined;
  documentDiscount?: string | undefined;
  poReference?: string | undefined;
  bankDetails?: string | null | undefined;
  notes?: string | null | undefined;
  milestones?: readonly CheckedMilestone[];
  approver?: NamedApprover | null;
  /** The recurring invoice and period it is written for, when a template wrote it. */
  recurring?: { id: string; period: string };
};

/**
 * Writes a DRAFT invoice of an order locked by the caller, in its
 * transaction: its figures from its lines (the documents' one totals
 * function), its milestones and receipts, its creation revision and
 * activity, and the events that tell open screens of it and of its order.
 * Written by hand or by a recurring invoice's run, an invoice is the same
 * invoice. Answers its id and grand total.
 */
export async function writeDraftInvoice(
  trx: Transaction<InvoicingDatabase>,
  author: Pick<AccessClaims, 'sub' | 'org'>,
  draft: DraftInvoice,
): Promise<{ id: string; grandTotal: string }> {
  const { order, lines, approver } = draft;
  const documentDiscount = draft.documentDiscount?.trim() || '0.00';
  const totals = figuresOrRefusal(lines, documentDiscount);
  const terms = draft.paymentTermDays ?? order.payment_term_days ?? 0;
  const dueDate = addDays(draft.invoiceDate, terms);
  const milestones = datedMilestones(draft.milestones ?? [], {
    invoiceDate: draft.invoiceDate,
    dueDate,
  });
  const { id } = await trx
    .insertInto('sales_invoices')
    .values({
      organization_id: author.org,
      customer_id: order.customer_id,
      sales_order_id: order.id,
      po_reference: draft.poReference?.trim() || order.po_reference,
      invoice_date: draft.invoiceDate,
      payment_term_days: terms,
      due_date: dueDate,
      currency: order.currency,
      status: 'DRAFT',
      bank_details: draft.bankDetails?.trim() || null,
      notes: draft.notes?.trim() || null,
      document_discount: documentDiscount,
      ...totalsColumns(totals),
      approver_id: approver?.id ?? null,
      created_by: author.sub,
      recurring_invoice_id: draft.recurring?.id ?? null,
      recurring_period: draft.recurring?.period ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertInvoiceParts(trx, author.org, id, {
    milestones: milestoneAmounts(milestones, totals.grandTotal),
    receiptIds: draft.receiptIds,
  });
  await recordCreation(
    trx,
    author,
    {
      documentType: 'SALES_INVOICE',
      documentId: id,
      read: { lines, documentDiscount, totals },
      changes: approver ? [{ field: 'approver', before: null, after: approver.fullName }] : [],
    },
    describeActivity('SALES_INVOICE_CREATED', {
      order: order.number,
      name: order.customer_name,
      amount: { amount: totals.grandTotal, currency: order.currency },
    }),
  );
  await publishInvoiceChange(trx, author.org, {
    invoiceId: id,
    orderId: order.id,
    change: 'CREATED',
  });
  return { id, grandTotal: totals.grandTotal };
}

/**
 * An invoice changed, and with it what its order has had invoiced: both reach open screens. One
 * statement for the two: every invoice writes them at each step of its way to issue.
 */
export async function publishInvoiceChange(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  event: { invoiceId: string; orderId: string; change: EventChange<'sales-invoice.changed'> },
): Promise<void> {
  await publishEvents(trx, [
    {
      type: 'sales-invoice.changed',
      organizationId,
      subjectId: event.invoiceId,
      permission: 'invoices:read',
      change: event.change,
    },
    orderInvoiced(organizationId, event.orderId),
  ]);
}

/** The event saying what an order has had invoiced changed: its open screens hear it. */
function orderInvoiced(organizationId: string, orderId: string): DomainEvent {
  return {
    type: 'sales-order.changed',
    organizationId,
    subjectId: orderId,
    permission: 'sales-orders:read',
    change: 'INVOICED',
  };
}

/**
 * What an order has had invoiced changed (an invoice of it was written,
 * moved or its lines edited): the order's open screens hear it. The one
 * place that says so, whether or not the invoice's own event goes with it.
 */
export async function publishOrderInvoiced(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  orderId: string,
): Promise<void> {
  await publishEvent(trx, orderInvoiced(organizationId, orderId));
}
