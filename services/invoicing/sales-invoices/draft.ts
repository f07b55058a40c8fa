import type { Kysely } from 'kysely';
import type { SalesInvoiceDraftBody } from '../../../contracts/invoicing/sales-invoices.js';
import { addDays } from '../../../formats/calendar.js';
import { changesBetween } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { writeDraftRevision } from './changes.js';
import { salesInvoiceErrors as errors } from './errors.js';
import { lockInvoice, lockOrderForInvoice } from './repository.js';

/** A text as the invoice keeps it: trimmed, null when empty; left out, what it was. */
const text = (given: string | undefined, was: string | null) =>
  given === undefined ? was : given.trim() || null;

/**
 * Edits a draft invoice's own fields, on the version it was read at, under
 * its order's lock and its own (as it was written): its date (not before the
 * order's) and terms, and with them its due date; its buyer's PO reference,
 * where to pay and its notes. Refused once it is submitted (its approver
 * returns it to draft first) and when it changed meanwhile. What changed is
 * its revision and its activity entry, and a `REVISED` event; an edit that
 * changes nothing writes nothing.
 */
export async function reviseDraft(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: SalesInvoiceDraftBody,
): Promise<void> {
  requirePermission(auth, 'invoices:manage');
  await db.transaction().execute(async (trx) => {
    const found = await lockInvoice(trx, auth.org, id);
    if (!found) throw errors.notFound();
    // The order first, as writing an invoice locks it, then the invoice again: no deadlock with a writer.
    const order = await lockOrderForInvoice(trx, auth.org, found.sales_order_id);
    const invoice = await lockInvoice(trx, auth.org, id);
    if (!invoice || !order) throw errors.notFound();
    if (invoice.status !== 'DRAFT') throw errors.notDraft();
    if (invoice.version !== body.version) throw errors.versionConflict();
    const invoiceDate = body.invoiceDate ?? invoice.invoice_date;
    if (invoiceDate < order.order_date) throw errors.beforeOrder();
    const was = {
      invoiceDate: invoice.invoice_date,
      paymentTermDays: invoice.payment_term_days,
      poReference: invoice.po_reference,
      bankDetails: invoice.bank_details,
      notes: invoice.notes,
    };
    const next = {
      invoiceDate,
      paymentTermDays: body.paymentTermDays ?? invoice.payment_term_days,
      poReference: text(body.poReference, invoice.po_reference),
      bankDetails: text(body.bankDetails, invoice.bank_details),
      notes: text(body.notes, invoice.notes),
    };
    const changes = changesBetween(was, next, [
      'invoiceDate',
      'paymentTermDays',
      'poReference',
      'bankDetails',
      'notes',
    ]);
    if (changes.length === 0) return;
    await writeDraftRevision(
      trx,
      auth,
      invoice,
      {
        invoice_date: next.invoiceDate,
        payment_term_days: next.paymentTermDays,
        due_date: addDays(next.invoiceDate, next.paymentTermDays),
        po_reference: next.poReference,
        bank_details: next.bankDetails,
        notes: next.notes,
      },
      changes,
    );
  });
}
