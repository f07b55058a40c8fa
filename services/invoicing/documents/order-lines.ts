import { sql } from 'kysely';
import type { ErrorDefinition } from '../../../contracts/common/errors.js';
import { documentErrors, MAX_DOCUMENT_LINES } from '../../../contracts/invoicing/documents.js';
import type { OrderLineReceiptResponse } from '../../../contracts/invoicing/goods-receipts.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import {
  discountByPercent,
  discountWrittenOf,
  isQuantity,
  type TaxCode,
} from '../../../formats/document-totals.js';
import { plainQuantity } from '../../../formats/quantity.js';
import type { CoretaxUnit, LineKind } from '../../../formats/coretax-units.js';
import { serviceError } from '../../kit/errors.js';
import type { Db } from '../db.js';
import type { ReadLines } from './lines.js';

/** An order's state of receipt, from its lines' (spec: the sales order's fulfillment status). */
export type FulfillmentStatus = 'UNFULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED';

/** An order line, and how much of it the documents taken from it (receipts, or invoices) hold. */
export type OrderLine = {
  id: string;
  position: number;
  product: string;
  description: string | null;
  quantity: string;
  kind: LineKind;
  unit: string;
  unit_price: string;
  tax_code: string;
  discount: string;
  discount_percent: string | null;
  price_includes_tax: boolean;
  luxury_rate: number | null;
  total: string;
  /** Four decimals. */
  taken: string;
  /** What the treasury's bills not cancelled bill of it (a purchase order's line, asked `withBilled`), four decimals. */
  billed?: string;
};

/** A line's values (`document_lines as l`), which a receipt or an invoice taken from an order copies from its lines. */
export const LINE_VALUES = [
  'l.product',
  'l.description',
  'l.quantity',
  'l.kind',
  'l.unit',
  'l.unit_price',
  'l.tax_code',
  'l.discount',
  'l.discount_percent',
  'l.price_includes_tax',
  'l.luxury_rate',
  'l.total',
] as const;

/**
 * What takes from an order line: goods receipts not cancelled (their lines
 * name it), or invoices not cancelled (their lines name it, or name a receipt
 * line that names it).
 */
export type TakenBy = 'RECEIPTS' | 'INVOICES';

const TAKEN: Record<TakenBy, ReturnType<typeof sql<string>>> = {
  RECEIPTS: sql<string>`(
    select coalesce(sum(r.quantity), 0) from document_lines r
    join goods_receipts g on g.id = r.document_id
    where r.document_type = 'GOODS_RECEIPT' and r.source_line_id = l.id and g.status <> 'CANCELLED'
  )`,
  // Two sums, each found by the index on source_line_id: an invoice line names the order line or
  // one of its receipt lines, never both. One sum over "names the line OR one of its receipt
  // lines" read every invoice line of the organisation for each order line (issuing grew slower
  // with every invoice: bench/invoice-issue.ts).
  INVOICES: sql<string>`((
    select coalesce(sum(i.quantity), 0) from document_lines i
    join sales_invoices s on s.id = i.document_id
    where i.source_line_id = l.id and i.document_type = 'SALES_INVOICE' and s.status <> 'CANCELLED'
  ) + (
    select coalesce(sum(i.quantity), 0) from document_lines r
    join document_lines i on i.source_line_id = r.id and i.document_type = 'SALES_INVOICE'
    join sales_invoices s on s.id = i.document_id
    where r.source_line_id = l.id and r.document_type = 'GOODS_RECEIPT' and s.status <> 'CANCELLED'
  ))`,
};

/**
 * What the treasury's bills bill of a purchase order line: their lines recorded
 * against it and not released by a cancelled bill (migration 0044).
 */
const BILLED = sql<string>`(
  select coalesce(sum(b.quantity), 0) from purchase_order_billings b
  where b.order_line_id = l.id and b.released_at is null
)`;

/** The kinds of order goods are received against. */
export type OrderType = 'SALES_ORDER' | 'PURCHASE_ORDER';

/**
 * The lines of the orders `orderIds` (of one kind), in order, each with what
 * receipts or invoices took of it and, `withBilled`, what bills billed of it:
 * one query, so ordered, received and billed are read at one instant.
 */
export async function orderLinesTaken(
  db: Db,
  organizationId: string,
  orderIds: readonly string[],
  by: TakenBy,
  orderType: OrderType = 'SALES_ORDER',
  withBilled = false,
): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('document_lines as l')
    .select([
      'l.id',
      'l.document_id',
      'l.position',
      ...LINE_VALUES,
      sql<string>`${TAKEN[by]}::numeric(22, 4)::text`.as('taken'),
      sql<string>`${withBilled ? BILLED : sql`0`}::numeric(22, 4)::text`.as('billed'),
    ])
    .where('l.organization_id', '=', organizationId)
    .where('l.document_type', '=', orderType)
    .where('l.document_id', 'in', orderIds)
    .orderBy('l.document_id')
    .orderBy('l.position')
    .execute();
  for (const { document_id: orderId, ...line } of rows) byOrder.get(orderId)?.push(line);
  return byOrder;
}

/** A quantity in ten-thousandths written with four decimals, as quantities are stored. */
export const fourDecimals = (value: bigint) => {
  const text = value.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
};

/** A quantity (at most four decimals) in ten-thousandths. */
export const tenThousandths = (quantity: string) => {
  const [whole = '0', fraction = ''] = quantity.split('.');
  return BigInt(whole + fraction.padEnd(4, '0').slice(0, 4));
};

/** Ordered, received and left of each line of an order (its lines as receipts took them). */
export function lineReceipts(lines: readonly OrderLine[]): OrderLineReceiptResponse[] {
  return lines.map((line) => {
    const ordered = tenThousandths(line.quantity);
    const received = tenThousandths(line.taken);
    return {
      position: line.position,
      ordered: fourDecimals(ordered),
      received: fourDecimals(received),
      remaining: fourDecimals(ordered - received),
    };
  });
}

/** Nothing received, every line received in full, or in between (its lines as receipts took them). */
export function fulfillmentOf(lines: readonly OrderLine[]): FulfillmentStatus {
  const received = lines.map((line) => tenThousandths(line.taken));
  if (received.every((quantity) => quantity === 0n)) return 'UNFULFILLED';
  return lines.every((line, index) => received[index]! >= tenThousandths(line.quantity))
    ? 'FULFILLED'
    : 'PARTIALLY_FULFILLED';
}

/** `a x b / c` rounded half up, for non-negative integers and `c > 0`. */
const scaledHalfUp = (a: bigint, b: bigint, c: bigint) => (2n * a * b + c) / (2n * c);

/**
 * A document's lines taken from order lines (a receipt's, an invoice's): each
 * the order line's product, price and tax at the quantity taken, and its
 * discount in proportion, as what is due of it with everything taken so far
 * less what was due before (so the parts of a line add up to its discount to
 * the sen, and none goes below nothing). A discount written as a percent is
 * the exception: the taken line keeps the percent, which the kernel takes of
 * what it bills (Coretax checks each faktur's line as price x quantity less
 * its discount, and a percent is what was agreed), and only the rest of the
 * order line's discount (an amount written beside it, its share of the
 * order's discount) is shared in proportion. A price written with PPN in
 * it stays so: its discount is shared in the same terms (the gross one). Its parts may then differ from
 * the order line's discount by a sen of rounding each. Refuses, on the line at fault, an
 * order line the order does not have or named twice, a quantity that is not
 * one, and more than is left (`overOrdered`, the document's own words, naming
 * what is left).
 */
export function takeOrderLines(
  requested: readonly { orderLine: number; quantity: string }[],
  orderLines: readonly OrderLine[],
  overOrdered: ErrorDefinition,
): ReadLines['lines'] {
  if (requested.length === 0 || requested.length > MAX_DOCUMENT_LINES)
    throw serviceError(documentErrors.noLines);
  const byPosition = new Map(orderLines.map((line) => [line.position, line]));
  const seen = new Set<number>();
  return requested.map((written, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const values = { line: index + 1, orderLine: written.orderLine };
    const ordered = byPosition.get(written.orderLine);
    if (!ordered) throw serviceError(documentErrors.noSuchOrderLine, at('orderLine'), values);
    if (seen.has(written.orderLine))
      throw serviceError(documentErrors.orderLineTwice, at('orderLine'), values);
    seen.add(written.orderLine);
    const text = written.quantity.trim();
    if (!isQuantity(text))
      throw serviceError(documentErrors.quantity, at('quantity'), { line: index + 1 });
    const quantity = tenThousandths(text);
    const total = tenThousandths(ordered.quantity);
    const taken = tenThousandths(ordered.taken);
    if (taken + quantity > total)
      throw serviceError(overOrdered, at('quantity'), {
        line: index + 1,
        remaining: plainQuantity(fourDecimals(total - taken)),
        ordered: plainQuantity(ordered.quantity),
      });
    const percent = { unitPrice: ordered.unit_price, discountPercent: ordered.discount_percent };
    const byPercent = discountByPercent({ ...percent, quantity: fourDecimals(quantity) });
    const discount = discountWrittenOf({
      ...percent,
      quantity: ordered.quantity,
      discount: ordered.discount,
      total: ordered.total,
      priceIncludesTax: ordered.price_includes_tax,
    });
    const share =
      scaledHalfUp(discount, taken + quantity, total) - scaledHalfUp(discount, taken, total);
    const amount = scaledHalfUp(toCents(ordered.unit_price), quantity, 10_000n) - byPercent;
    return {
      product: ordered.product,
      description: ordered.description,
      kind: ordered.kind,
      unit: ordered.unit as CoretaxUnit,
      quantity: plainQuantity(fourDecimals(quantity)),
      unitPrice: ordered.unit_price,
      discount: fromCents(share < amount ? (share > 0n ? share : 0n) : amount),
      discountPercent: ordered.discount_percent,
      priceIncludesTax: ordered.price_includes_tax,
      luxuryRate: ordered.luxury_rate === null ? null : String(ordered.luxury_rate),
      taxCode: ordered.tax_code as TaxCode,
      sourceLineId: ordered.id,
    };
  });
}
