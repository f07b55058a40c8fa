import type { Kysely, Transaction } from 'kysely';
import type { SalesOrderDraftBody } from '../../../contracts/invoicing/sales-orders.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { changesBetween, describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import {
  checkDraftEdit,
  deleteLines,
  lineChanges,
  lineText,
  recordDocumentChange,
} from '../documents/drafts.js';
import {
  insertLines,
  linesOf,
  readLines,
  totalsColumns,
  type ReadLines,
} from '../documents/lines.js';
import { salesOrderErrors as errors } from './errors.js';
import { orders, type SalesOrderRow } from './repository.js';

/** A text as the order keeps it: trimmed, null when empty; left out, what it was. */
const text = (given: string | undefined, was: string | null) =>
  given === undefined ? was : given.trim() || null;

/**
 * Edits a draft sales order on the version it was read at, under its lock:
 * its buyer's PO reference, dates (the required one not before the order's)
 * and notes, and its lines with their discount, read and figured by the
 * documents' kernel as at writing (documents/lines.ts). Refused once it is
 * submitted and when it changed meanwhile (documents/drafts.ts); a refusal
 * writes nothing. What changed is its next version, its revision (each line
 * added, removed or changed, by its place), its activity entry and a
 * `REVISED` event; an edit that changes nothing writes nothing. A draft
 * reserves no credit: its buyer's limit is counted when it is submitted.
 */
export async function reviseDraftOrder(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: SalesOrderDraftBody,
): Promise<void> {
  requirePermission(auth, 'sales-orders:manage');
  if (
    body.lines === undefined &&
    (body.documentDiscount !== undefined || body.pricesIncludeTax !== undefined)
  )
    throw errors.linesRequired();
  // The lines are read (and refused, on the line at fault) before anything is locked.
  const read = body.lines && readLines({ ...body, lines: body.lines });
  await db.transaction().execute(async (trx) => {
    const order = await orders(trx, auth.org)
      .where('o.id', '=', id)
      .forUpdate('o')
      .executeTakeFirst();
    if (!order) throw errors.notFound();
    checkDraftEdit(order, body.version, errors);
    const header = headerChanges(order, body);
    const ref = { organizationId: auth.org, documentType: 'SALES_ORDER' as const, documentId: id };
    const lines = read ? await linesChanges(trx, id, read) : [];
    const changes = [...header.changes, ...lines, ...totalChanges(order, read)];
    if (changes.length === 0) return;
    if (read) {
      await deleteLines(trx, ref);
      await insertLines(trx, ref, read);
    }
    await trx
      .updateTable('sales_orders')
      .set({
        ...header.columns,
        ...(read && { document_discount: read.documentDiscount, ...totalsColumns(read.totals) }),
        updated_at: new Date(),
        version: order.version + 1,
      })
      .where('id', '=', id)
      .execute();
    await recordDocumentChange(trx, auth, ref, {
      action: 'revise',
      changes,
      description: describeActivity('SALES_ORDER_REVISED', {
        number: order.number,
        name: order.customer_name,
      }),
    });
    await publishEvent(trx, {
      type: 'sales-order.changed',
      organizationId: auth.org,
      subjectId: id,
      permission: 'sales-orders:read',
      change: 'REVISED',
    });
  });
}

/** The order's own fields a draft's edit may change, and their columns. */
const HEADER = {
  poReference: 'po_reference',
  orderDate: 'order_date',
  requiredDate: 'required_date',
  notes: 'notes',
} as const;

/** The draft's own fields as edited (left out, what they were), their columns and what changed. */
function headerChanges(order: SalesOrderRow, body: SalesOrderDraftBody) {
  const next = {
    poReference: text(body.poReference, order.po_reference),
    orderDate: body.orderDate ?? order.order_date,
    requiredDate: body.requiredDate ?? order.required_date,
    notes: text(body.notes, order.notes),
  };
  if (next.requiredDate && next.requiredDate < next.orderDate) throw errors.requiredBeforeOrder();
  const fields = Object.keys(HEADER) as (keyof typeof HEADER)[];
  const was = Object.fromEntries(fields.map((field) => [field, order[HEADER[field]]]));
  return {
    changes: changesBetween(was, next, fields),
    columns: {
      po_reference: next.poReference,
      order_date: next.orderDate,
      required_date: next.requiredDate,
      notes: next.notes,
    },
  };
}

/** Each line added, removed or changed, by its place: `3 × Semen` before and after. */
async function linesChanges(trx: Transaction<InvoicingDatabase>, id: string, read: ReadLines) {
  const stored = (await linesOf(trx, 'SALES_ORDER', [id])).get(id) ?? [];
  return lineChanges(
    stored.map((line) => ({ key: line.position, text: lineText(line) })),
    read.lines.map((line, index) => ({ key: index + 1, text: lineText(line) })),
  );
}

/** The discount and grand total before and after new lines (none without them). */
const totalChanges = (order: SalesOrderRow, read: ReadLines | undefined) =>
  read
    ? changesBetween(
        { documentDiscount: order.document_discount, grandTotal: order.grand_total },
        // Read as an amount: `50000` is the `50000.00` it is stored as.
        {
          documentDiscount: fromCents(toCents(read.documentDiscount)),
          grandTotal: read.totals.grandTotal,
        },
        ['documentDiscount', 'grandTotal'],
      )
    : [];
