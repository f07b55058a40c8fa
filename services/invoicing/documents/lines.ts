import type { Transaction } from 'kysely';
import {
  DOCUMENT_ISSUE_ERRORS,
  documentErrors as definitions,
  LINE_ISSUE_ERRORS,
  MAX_DOCUMENT_LINES,
  type DocumentLineBody,
  type DocumentLineResponse,
  type DocumentTotalsResponse,
  type DocumentType,
} from '../../../contracts/invoicing/documents.js';
import {
  documentFigures,
  LINE_ISSUE_FIELD,
  type DocumentTotals,
  type LineInput,
} from '../../../formats/document-totals.js';
import {
  DEFAULT_CORETAX_UNIT,
  isCoretaxUnit,
  type CoretaxUnit,
  type LineKind,
} from '../../../formats/coretax-units.js';
import { checkEach, serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';

/** What a document's lines come to: as written, and the figures of each and of the whole. */
export type ReadLines = {
  lines: readonly (LineInput & {
    product: string;
    description: string | null;
    /** Goods or a service, and the unit its quantity is counted in (the e-Faktur's `Opt` and `Unit`). */
    kind: LineKind;
    unit: CoretaxUnit;
    /** The line of another document it was taken from (a receipt's line of its order). */
    sourceLineId?: string;
  })[];
  documentDiscount: string;
  totals: DocumentTotals;
};

/**
 * Reads a document's lines and discount as written and computes their figures
 * (formats/document-totals.ts, the function the web's form runs too), or
 * refuses every line's problems at once, each on its field: `lines.2.discount`
 * for the third line's discount.
 */
export function readLines(body: {
  lines: readonly DocumentLineBody[];
  documentDiscount?: string | undefined;
  pricesIncludeTax?: boolean | undefined;
}): ReadLines {
  if (body.lines.length === 0 || body.lines.length > MAX_DOCUMENT_LINES)
    throw serviceError(definitions.noLines);
  const lines = body.lines.map((line) => ({
    product: line.product.trim(),
    description: line.description?.trim() || null,
    kind: line.kind ?? 'GOODS',
    unit: (line.unit?.trim() || DEFAULT_CORETAX_UNIT) as CoretaxUnit,
    quantity: line.quantity.trim(),
    unitPrice: line.unitPrice.trim(),
    discount: line.discount?.trim() || '0.00',
    discountPercent: line.discountPercent?.trim() || null,
    taxCode: line.taxCode,
    priceIncludesTax: body.pricesIncludeTax ?? false,
    luxuryRate: line.luxuryRate?.trim() || null,
  }));
  const documentDiscount = body.documentDiscount?.trim() || '0.00';
  // The figures' first refusal and every line's own, line by line, in one answer: a writer fixes them in one go.
  const [figures] = checkEach(
    () => figuresOrRefusal(lines, documentDiscount),
    ...lines.map((line, index) => () => checkLine(line, body.lines[index]!, index)),
  );
  return { lines, documentDiscount, totals: figures };
}

/** A line's own refusals, all of them: its discount given twice, its product left empty, its unit unknown. */
function checkLine(
  line: ReadLines['lines'][number],
  written: DocumentLineBody,
  index: number,
): void {
  const at = { line: index + 1 };
  checkEach(
    () => {
      // A line's discount is one figure: an amount and a percent written together would be summed
      // without the writer meaning it.
      if (written.discount?.trim() && written.discountPercent?.trim())
        throw serviceError(definitions.discountTwice, `lines.${index}.discountPercent`, at);
    },
    () => {
      if (line.product === '')
        throw serviceError(definitions.product, `lines.${index}.product`, at);
    },
    () => {
      if (!isCoretaxUnit(line.unit))
        throw serviceError(definitions.unit, `lines.${index}.unit`, at);
    },
  );
}

/**
 * The figures of a document's lines and discount (formats/document-totals.ts),
 * or the refusal of the first problem, on the field at fault: `lines.2.discount`
 * for the third line's discount.
 */
export function figuresOrRefusal(
  lines: readonly LineInput[],
  documentDiscount: string,
): DocumentTotals {
  const figures = documentFigures(lines, documentDiscount);
  if (!('issue' in figures)) return figures;
  if (figures.line === null) throw serviceError(DOCUMENT_ISSUE_ERRORS[figures.issue]);
  const field = `lines.${figures.line}.${LINE_ISSUE_FIELD[figures.issue]}`;
  throw serviceError(LINE_ISSUE_ERRORS[figures.issue], field, { line: figures.line + 1 });
}

/** A document's stored sums (the columns every document table has), from its figures. */
export const totalsColumns = (totals: DocumentTotals) => ({
  subtotal: totals.subtotal,
  discount: totals.discount,
  tax_base: totals.taxBase,
  other_tax_base: totals.otherTaxBase,
  vat: totals.vat,
  luxury_tax: totals.luxuryTax,
  grand_total: totals.grandTotal,
});

/** Writes a document's lines with their figures, in the transaction that writes the document. */
export async function insertLines(
  trx: Transaction<InvoicingDatabase>,
  document: { organizationId: string; documentType: DocumentType; documentId: string },
  read: ReadLines,
): Promise<void> {
  await trx
    .insertInto('document_lines')
    .values(
      read.lines.map((line, index) => {
        const figures = read.totals.lines[index]!;
        return {
          organization_id: document.organizationId,
          document_type: document.documentType,
          document_id: document.documentId,
          position: index + 1,
          product: line.product,
          description: line.description,
          quantity: line.quantity,
          kind: line.kind,
          unit: line.unit,
          unit_price: line.unitPrice,
          tax_code: line.taxCode,
          amount: figures.amount,
          discount: figures.discount,
          discount_percent: figures.discountPercent,
          price_includes_tax: figures.priceIncludesTax,
          net_unit_price: figures.priceIncludesTax ? figures.netUnitPrice : null,
          tax_base: figures.taxBase,
          other_tax_base: figures.otherTaxBase,
          vat_rate: figures.vatRate,
          vat: figures.vat,
          luxury_rate: figures.luxuryRate === null ? null : Number(figures.luxuryRate),
          luxury_tax: figures.luxuryTax,
          total: figures.total,
          source_line_id: line.sourceLineId ?? null,
        };
      }),
    )
    .execute();
}

/** A stored line, and the position of the line of another document it was taken from. */
export type StoredLine = DocumentLineResponse & { sourcePosition: number | null };

/** The lines of the documents `ids` of one kind, in order, by document. */
export async function linesOf(
  db: Db,
  documentType: DocumentType,
  ids: readonly string[],
): Promise<Map<string, StoredLine[]>> {
  const byDocument = new Map<string, StoredLine[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byDocument;
  const rows = await db
    .selectFrom('document_lines as l')
    .leftJoin('document_lines as source', 'source.id', 'l.source_line_id')
    .selectAll('l')
    .select('source.position as source_position')
    .where('l.document_type', '=', documentType)
    .where('l.document_id', 'in', ids)
    .orderBy('l.document_id')
    .orderBy('l.position')
    .execute();
  for (const row of rows)
    byDocument.get(row.document_id)?.push({
      sourcePosition: row.source_position,
      position: row.position,
      product: row.product,
      description: row.description,
      quantity: row.quantity,
      kind: row.kind,
      unit: row.unit,
      unitPrice: row.unit_price,
      priceIncludesTax: row.price_includes_tax,
      netUnitPrice: row.net_unit_price ?? row.unit_price,
      taxCode: row.tax_code as DocumentLineResponse['taxCode'],
      amount: row.amount,
      discount: row.discount,
      discountPercent: row.discount_percent,
      taxBase: row.tax_base,
      otherTaxBase: row.other_tax_base,
      vatRate: row.vat_rate,
      vat: row.vat,
      luxuryRate: row.luxury_rate === null ? null : String(row.luxury_rate),
      luxuryTax: row.luxury_tax,
      total: row.total,
    });
  return byDocument;
}

/** The columns a document row stores its sums in (`totalsColumns` writes them). */
type StoredSums = {
  subtotal: string;
  discount: string;
  tax_base: string;
  other_tax_base: string;
  vat: string;
  luxury_tax: string;
  grand_total: string;
  document_discount?: string;
};

/** A document's stored sums as the API answers them. */
export const totalsOf = (row: StoredSums): DocumentTotalsResponse => ({
  subtotal: row.subtotal,
  documentDiscount: row.document_discount ?? '0.00',
  discount: row.discount,
  taxBase: row.tax_base,
  otherTaxBase: row.other_tax_base,
  vat: row.vat,
  luxuryTax: row.luxury_tax,
  grandTotal: row.grand_total,
});

/** Lines taken from an order's as the API answers them: each naming the order line it takes. */
export const linesFromOrder = (lines: readonly StoredLine[]) =>
  lines.map(({ sourcePosition, ...line }) => ({ ...line, orderLine: sourcePosition ?? 0 }));

/** A document's cancellation as the API answers it, or null while it is not cancelled. */
export const cancellationOf = (row: {
  cancellation_reason: string | null;
  cancelled_by: string | null;
  cancelled_at: Date | null;
}) =>
  row.cancellation_reason && row.cancelled_by && row.cancelled_at
    ? { reason: row.cancellation_reason, by: row.cancelled_by, at: row.cancelled_at.toISOString() }
    : null;

/** An order's closure as the API answers it, or null while it is not closed. */
export const closureOf = (row: { closed_by: string | null; closed_at: Date | null }) =>
  row.closed_by && row.closed_at ? { by: row.closed_by, at: row.closed_at.toISOString() } : null;

/**
 * A decision on a document that waits for approval, as the API answers it:
 * its approval (by whom, when) and its rejection (why, by whom, when), each
 * null until made.
 */
export const decisionsOf = (row: {
  approved_by: string | null;
  approved_at: Date | null;
  rejection_reason: string | null;
  rejected_by: string | null;
  rejected_at: Date | null;
}) => ({
  approval:
    row.approved_by && row.approved_at
      ? { by: row.approved_by, at: row.approved_at.toISOString() }
      : null,
  rejection:
    row.rejection_reason && row.rejected_by && row.rejected_at
      ? { reason: row.rejection_reason, by: row.rejected_by, at: row.rejected_at.toISOString() }
      : null,
});

/** What every document answers of its stored row beside its own fields: its cancellation, who wrote it, when, when it last changed, and its version. */
export const recordOf = <Author extends string | null>(row: {
  cancellation_reason: string | null;
  cancelled_by: string | null;
  cancelled_at: Date | null;
  created_by: Author;
  created_at: Date;
  updated_at: Date;
  version: number;
}) => ({
  cancellation: cancellationOf(row),
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});

/** What every document of lines answers of its stored row: its sums, and its record (`recordOf`). */
export const documentRecord = (row: StoredSums & Parameters<typeof recordOf<string>>[0]) => ({
  totals: totalsOf(row),
  ...recordOf(row),
});
