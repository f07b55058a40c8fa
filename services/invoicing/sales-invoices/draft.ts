import type { Kysely } from 'kysely';
import type { SalesInvoiceDraftBody } from '../../../contracts/invoicing/sales-invoices.js';
import { addDays } from '../../../formats/calendar.js';
import { changesBetween } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { checkDraftEdit } from '../documents/drafts.js';
import { writeDraftRevision } from './changes.js';
import { salesInvoiceErrors as errors } from './errors.js';
import { editsLines, reviseLines } from './draft-lines.js';
import { checkedMilestones } from './milestones.js';
import { publishOrderInvoiced } from './writing.js';
import { lockInvoice, lockOrderForInvoice, type SalesInvoiceRow } from './repository.js';

/** A text as the invoice keeps it: trimmed, null when empty; left out, what it was. */
const text = (given: string | undefined, was: string | null) =>
  given === undefined ? was : given.trim() || null;

/** Rolls an edit's transaction back when it changed nothing: its lines were written again as they were. */
const UNCHANGED = Symbol('unchanged');

/**
 * Edits a draft invoice on the version it was read at, under its order's
 * lock and its own (as it was written): its date (not before the order's)
 * and terms, and with them its due date; its buyer's PO reference, where to
 * pay and its notes; and its lines, discount and milestones as its create
 * takes them, through the same checks and figures (./draft-lines.ts).
 * Refused once it is submitted (its approver returns it to draft first) and
 * when it changed meanwhile; a refusal writes nothing. What changed is its
 * revision and its activity entry, and a `REVISED` event (and, when its lines
 * changed, its order's `INVOICED`); an edit that changes nothing writes
 * nothing.
 */
export async function reviseDraft(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: SalesInvoiceDraftBody,
): Promise<void> {
  requirePermission(auth, 'invoices:manage');
  if (body.lines !== undefined && body.goodsReceiptIds !== undefined) throw errors.sourceRequired();
  const checked = body.milestones && checkedMilestones(body.milestones);
  try {
    await db.transaction().execute(async (trx) => {
      const found = await lockInvoice(trx, auth.org, id);
      if (!found) throw errors.notFound();
      // The order first, as writing an invoice locks it, then the invoice again: no deadlock with a writer.
      const order = await lockOrderForInvoice(trx, auth.org, found.sales_order_id);
      const invoice = await lockInvoice(trx, auth.org, id);
      if (!invoice || !order) throw errors.notFound();
      checkDraftEdit(invoice, body.version, errors);
      const invoiceDate = body.invoiceDate ?? invoice.invoice_date;
      if (invoiceDate < order.order_date) throw errors.beforeOrder();
      const header = headerChanges(invoice, { ...body, invoiceDate });
      if (editsLines(body) && order.status !== 'OPEN') throw errors.orderNotOpen();
      const lines = editsLines(body)
        ? await reviseLines(trx, auth, invoice, {
            ...body,
            checked,
            dates: { invoiceDate, dueDate: header.columns.due_date },
          })
        : { columns: {}, changes: [] };
      const changes = [...header.changes, ...lines.changes];
      if (changes.length === 0) throw UNCHANGED;
      await writeDraftRevision(
        trx,
        auth,
        invoice,
        { ...header.columns, ...lines.columns },
        changes,
      );
      // What the order has invoiced changed with the lines (the invoice's own
      // `REVISED` went with its revision, so only the order's is told here).
      if (lines.changes.some((change) => change.field === 'line'))
        await publishOrderInvoiced(trx, auth.org, order.id);
    });
  } catch (error) {
    if (error !== UNCHANGED) throw error;
  }
}

/** The draft's own fields as edited (left out, what they were), their columns and what changed. */
function headerChanges(
  invoice: SalesInvoiceRow,
  body: Omit<SalesInvoiceDraftBody, 'invoiceDate'> & { invoiceDate: string },
) {
  const was = {
    invoiceDate: invoice.invoice_date,
    paymentTermDays: invoice.payment_term_days,
    poReference: invoice.po_reference,
    bankDetails: invoice.bank_details,
    notes: invoice.notes,
  };
  const next = {
    invoiceDate: body.invoiceDate,
    paymentTermDays: body.paymentTermDays ?? invoice.payment_term_days,
    poReference: text(body.poReference, invoice.po_reference),
    bankDetails: text(body.bankDetails, invoice.bank_details),
    notes: text(body.notes, invoice.notes),
  };
  return {
    changes: changesBetween(was, next, [
      'invoiceDate',
      'paymentTermDays',
      'poReference',
      'bankDetails',
      'notes',
    ]),
    columns: {
      invoice_date: next.invoiceDate,
      payment_term_days: next.paymentTermDays,
      due_date: addDays(next.invoiceDate, next.paymentTermDays),
      po_reference: next.poReference,
      bank_details: next.bankDetails,
      notes: next.notes,
    },
  };
}
