import type { Transaction } from 'kysely';
import type { SalesInvoiceDraftBody } from '../../../contracts/invoicing/sales-invoices.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { changesBetween, type FieldChange } from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { InvoicingDatabase } from '../db-types.js';
import { deleteLines, lineChanges, lineText } from '../documents/drafts.js';
import { figuresOrRefusal, insertLines, totalsColumns } from '../documents/lines.js';
import { invoiceLines } from './invoice-lines.js';
import { datedMilestones, milestoneAmounts, type checkedMilestones } from './milestones.js';
import { insertInvoiceParts } from './repository.js';

/** What a draft's edit says of its lines, receipts, discount and milestones. */
export type LinesEdit = Pick<
  SalesInvoiceDraftBody,
  'lines' | 'goodsReceiptIds' | 'documentDiscount' | 'milestones'
>;

/** Whether an edit touches what the draft's figures come from (else its lines stay as they are). */
export const editsLines = (body: LinesEdit) =>
  body.lines !== undefined ||
  body.goodsReceiptIds !== undefined ||
  body.documentDiscount !== undefined ||
  body.milestones !== undefined;

/** A draft as its lines' edit reads it (its row, under its lock). */
type Draft = { id: string; sales_order_id: string; document_discount: string; grand_total: string };

const milestonesText = (milestones: readonly { name: string; percent: string }[]) =>
  milestones.map((milestone) => `${milestone.name} ${fromCents(toCents(milestone.percent))}%`);

/** The draft's lines (each by the line it was taken from), receipts and milestones as stored. */
async function storedParts(trx: Transaction<InvoicingDatabase>, invoiceId: string) {
  const [lines, receipts, milestones] = await Promise.all([
    trx
      .selectFrom('document_lines as l')
      .innerJoin('document_lines as source', 'source.id', 'l.source_line_id')
      .select(['l.source_line_id', 'l.product', 'l.quantity', 'source.position as source_position'])
      .where('l.document_type', '=', 'SALES_INVOICE')
      .where('l.document_id', '=', invoiceId)
      .orderBy('l.position')
      .execute(),
    trx
      .selectFrom('invoice_receipts as r')
      .innerJoin('goods_receipts as g', 'g.id', 'r.goods_receipt_id')
      .select(['g.id', 'g.number'])
      .where('r.invoice_id', '=', invoiceId)
      .orderBy('g.number')
      .execute(),
    trx
      .selectFrom('invoice_milestones')
      .select(['name', 'percent', 'due_date'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute(),
  ]);
  return { lines, receipts, milestones };
}

/**
 * Writes a draft's lines again, as its create would: its own lines, receipts
 * and milestones go first, so that what is left of the order (or whether a
 * receipt is billed) counts without them; then its lines (those given, or
 * the same order lines or receipts it had), its discount (given, or its own),
 * its figures and its milestones' amounts (those given, or its own percents
 * of the new grand total). Refuses as the create does, on the field at
 * fault; the caller's transaction rolls everything back. Answers the columns
 * its row takes and what changed.
 */
export async function reviseLines(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  draft: Draft,
  edit: LinesEdit & {
    checked: ReturnType<typeof checkedMilestones> | undefined;
    /** The draft's dates once edited: its milestones fall due on or after its date, in order. */
    dates: { invoiceDate: string; dueDate: string };
  },
): Promise<{
  columns: ReturnType<typeof totalsColumns> & { document_discount: string };
  changes: FieldChange[];
}> {
  const stored = await storedParts(trx, draft.id);
  const ref = {
    organizationId: auth.org,
    documentType: 'SALES_INVOICE' as const,
    documentId: draft.id,
  };
  await deleteLines(trx, ref);
  await trx.deleteFrom('invoice_receipts').where('invoice_id', '=', draft.id).execute();
  await trx.deleteFrom('invoice_milestones').where('invoice_id', '=', draft.id).execute();
  const given = edit.lines !== undefined || edit.goodsReceiptIds !== undefined;
  const source = given
    ? { lines: edit.lines, goodsReceiptIds: edit.goodsReceiptIds }
    : stored.receipts.length > 0
      ? { goodsReceiptIds: stored.receipts.map((receipt) => receipt.id) }
      : {
          lines: stored.lines.map((line) => ({
            orderLine: line.source_position,
            quantity: line.quantity,
          })),
        };
  const { lines, receiptIds } = await invoiceLines(trx, auth.org, draft.sales_order_id, source);
  const written = edit.documentDiscount?.trim() || '0.00';
  const totals = figuresOrRefusal(lines, written);
  // Read as an amount once the figures took it: `50000` is kept as `50000.00`.
  const documentDiscount =
    edit.documentDiscount === undefined ? draft.document_discount : fromCents(toCents(written));
  const checked =
    edit.checked ??
    stored.milestones.map((milestone) => ({
      name: milestone.name,
      hundredths: toCents(milestone.percent),
      dueDate: milestone.due_date,
    }));
  const milestones = milestoneAmounts(datedMilestones(checked, edit.dates), totals.grandTotal);
  await insertLines(trx, ref, { lines, documentDiscount, totals });
  await insertInvoiceParts(trx, auth.org, draft.id, { milestones, receiptIds });
  const receipts = await trx
    .selectFrom('goods_receipts')
    .select('number')
    .where('id', 'in', receiptIds.length > 0 ? receiptIds : [draft.id])
    .orderBy('number')
    .execute();
  const was = {
    goodsReceipts: stored.receipts.map((receipt) => receipt.number),
    documentDiscount: draft.document_discount,
    grandTotal: draft.grand_total,
    milestones: milestonesText(stored.milestones),
  };
  const next = {
    goodsReceipts: receipts.map((receipt) => receipt.number),
    documentDiscount,
    grandTotal: totals.grandTotal,
    milestones: milestonesText(milestones),
  };
  return {
    columns: { document_discount: documentDiscount, ...totalsColumns(totals) },
    changes: [
      ...lineChanges(
        stored.lines.map((line) => ({ key: line.source_line_id, text: lineText(line) })),
        lines.map((line) => ({ key: line.sourceLineId ?? null, text: lineText(line) })),
      ),
      ...changesBetween(was, next, [
        'goodsReceipts',
        'documentDiscount',
        'milestones',
        'grandTotal',
      ]),
    ],
  };
}
