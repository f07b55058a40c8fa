import { sql, type Transaction } from 'kysely';
import type { CreditMemoReturnInput } from '../../../contracts/invoicing/credit-memos.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { isQuantity, returnedFigures, type TaxCode } from '../../../formats/document-totals.js';
import type { CoretaxUnit, LineKind } from '../../../formats/coretax-units.js';
import { plainQuantity } from '../../../formats/quantity.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { insertLines, type ReadLines } from '../documents/lines.js';
import { fourDecimals, tenThousandths } from '../documents/order-lines.js';
import { creditMemoDefinitions as definitions, creditMemoErrors as errors } from './errors.js';

/**
 * Goods returned on a credit memo (what the nota retur reports): lines of the
 * invoice it is written against, each with the quantity returned and its
 * share of the line's tax base, other tax base and PPN (formats/
 * document-totals.ts `returnedFigures`). Stored as the memo's own document
 * lines, each naming the invoice line it returns (`source_line_id`), so what
 * is left to return of a line is its quantity less the lines of the memos
 * not rejected or cancelled that name it.
 */

/** The returns as written: each invoice line once, each quantity more than 0 with at most four decimals. */
export function readReturns(returns: readonly CreditMemoReturnInput[]): CreditMemoReturnInput[] {
  const seen = new Set<number>();
  return returns.map((item) => {
    if (seen.has(item.invoiceLine)) throw errors.returnTwice();
    seen.add(item.invoiceLine);
    const quantity = item.quantity.trim();
    if (!isQuantity(quantity))
      throw serviceError(definitions.returnQuantity, undefined, { line: item.invoiceLine });
    return { invoiceLine: item.invoiceLine, quantity };
  });
}

/**
 * The lines of memos that count against what is left to return: those submitted (a draft returns nothing until
 * it is, when its returns are counted again: `checkReturnsLeft`) and neither rejected nor cancelled.
 */
const RETURNED_BEFORE = sql<string>`(
  select coalesce(sum(r.quantity), 0) from document_lines r
  join credit_memos m on m.id = r.document_id
  where r.document_type = 'CREDIT_MEMO' and r.source_line_id = l.id
    and m.status not in ('DRAFT', 'REJECTED', 'CANCELLED')
)`;

/** Refuses a line returning more than its invoice line has left (`left`, in ten-thousandths). */
function checkReturnLeft(
  line: { position: number; quantity: string },
  left: bigint,
  asked: string,
): void {
  if (tenThousandths(asked) > left)
    throw serviceError(definitions.overReturn, undefined, {
      line: line.position,
      remaining: plainQuantity(fourDecimals(left > 0n ? left : 0n)),
      sold: plainQuantity(line.quantity),
    });
}

/**
 * Refuses the submission of a draft memo whose returns no longer fit: what its
 * lines return, against what the invoice's lines have left after the memos
 * submitted meanwhile. Called with the memo's invoice held locked, as every
 * memo written or submitted against it takes it, so drafts submitted at once
 * never return more than was sold.
 */
export async function checkReturnsLeft(
  trx: Transaction<InvoicingDatabase>,
  memoId: string,
): Promise<void> {
  const rows = await trx
    .selectFrom('document_lines as r')
    .innerJoin('document_lines as l', 'l.id', 'r.source_line_id')
    .select(['l.position', 'l.quantity', 'r.quantity as asked', RETURNED_BEFORE.as('returned')])
    .where('r.document_type', '=', 'CREDIT_MEMO')
    .where('r.document_id', '=', memoId)
    .orderBy('l.position')
    .execute();
  for (const row of rows)
    checkReturnLeft(row, tenThousandths(row.quantity) - tenThousandths(row.returned), row.asked);
}

/**
 * The returned lines' figures and what they come to, for a memo against
 * `invoice`, whose row the caller holds locked: every memo written against
 * it takes that lock first, so what earlier memos returned is counted once
 * and memos written at once never return more than was sold.
 */
export async function returnedLines(
  trx: Transaction<InvoicingDatabase>,
  invoice: { id: string; number: string | null },
  returns: readonly CreditMemoReturnInput[],
): Promise<{ amount: string; read: ReadLines }> {
  const rows = await trx
    .selectFrom('document_lines as l')
    .select([
      'l.id',
      'l.position',
      'l.product',
      'l.description',
      'l.kind',
      'l.unit',
      'l.unit_price',
      'l.tax_code',
      'l.quantity',
      'l.tax_base',
      'l.discount',
      'l.luxury_rate',
      'l.price_includes_tax',
      'l.net_unit_price',
      RETURNED_BEFORE.as('returned'),
    ])
    .where('l.document_type', '=', 'SALES_INVOICE')
    .where('l.document_id', '=', invoice.id)
    .execute();
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  const lines = returns.map((item) => {
    const line = byPosition.get(item.invoiceLine);
    if (!line)
      throw serviceError(definitions.returnLine, undefined, {
        number: invoice.number ?? '',
        line: item.invoiceLine,
      });
    checkReturnLeft(
      line,
      tenThousandths(line.quantity) - tenThousandths(line.returned),
      item.quantity,
    );
    const taxCode = line.tax_code as TaxCode;
    const figures = returnedFigures(
      {
        quantity: line.quantity,
        taxBase: line.tax_base,
        discount: line.discount,
        taxCode,
        luxuryRate: line.luxury_rate === null ? null : String(line.luxury_rate),
        priceIncludesTax: line.price_includes_tax,
        netUnitPrice: line.net_unit_price ?? line.unit_price,
      },
      line.returned,
      item.quantity,
    );
    return {
      input: {
        product: line.product,
        description: line.description,
        kind: line.kind as LineKind,
        unit: line.unit as CoretaxUnit,
        quantity: item.quantity,
        unitPrice: line.unit_price,
        discount: figures.discount,
        taxCode,
        sourceLineId: line.id,
      },
      figures,
    };
  });
  const sum = (pick: (figures: (typeof lines)[number]['figures']) => string) =>
    fromCents(lines.reduce((total, line) => total + toCents(pick(line.figures)), 0n));
  const grandTotal = sum((figures) => figures.total);
  return {
    amount: grandTotal,
    read: {
      lines: lines.map((line) => line.input),
      documentDiscount: '0.00',
      totals: {
        lines: lines.map((line) => line.figures),
        subtotal: sum((figures) => figures.amount),
        discount: sum((figures) => figures.discount),
        taxBase: sum((figures) => figures.taxBase),
        otherTaxBase: sum((figures) => figures.otherTaxBase),
        vat: sum((figures) => figures.vat),
        luxuryTax: sum((figures) => figures.luxuryTax),
        grandTotal,
      },
    },
  };
}

/** Writes a memo's returned lines, in the transaction that writes the memo. */
export function insertReturns(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  memoId: string,
  read: ReadLines,
): Promise<void> {
  return insertLines(
    trx,
    { organizationId, documentType: 'CREDIT_MEMO', documentId: memoId },
    read,
  );
}
