import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrderLineReceiptResponse } from '../../../contracts/invoicing/goods-receipts.js';
import type { InvoicingDatabase } from '../db-types.js';

type Db = Kysely<InvoicingDatabase> | Transaction<InvoicingDatabase>;

/** An order's state of receipt, from its lines' (spec: the sales order's fulfillment status). */
export type FulfillmentStatus = 'UNFULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED';

/** An order line with what its receipts not cancelled took of it: quantity and discount. */
export type ReceivedLine = {
  id: string;
  position: number;
  product: string;
  description: string | null;
  quantity: string;
  unit_price: string;
  tax_code: string;
  discount: string;
  received: string;
  received_discount: string;
};

/**
 * The lines of the orders `orderIds` with what the goods receipts not
 * cancelled took of each, in order: the one sum both the receipts (what is
 * left to receive) and the orders (their fulfillment status) read.
 */
export async function receivedLines(
  db: Db,
  organizationId: string,
  orderIds: readonly string[],
): Promise<Map<string, ReceivedLine[]>> {
  const byOrder = new Map<string, ReceivedLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('document_lines as l')
    .leftJoin('document_lines as r', (join) =>
      join.onRef('r.source_line_id', '=', 'l.id').on('r.document_type', '=', 'GOODS_RECEIPT'),
    )
    .leftJoin('goods_receipts as g', 'g.id', 'r.document_id')
    .select([
      'l.id',
      'l.document_id',
      'l.position',
      'l.product',
      'l.description',
      'l.quantity',
      'l.unit_price',
      'l.tax_code',
      'l.discount',
      sql<string>`coalesce(sum(r.quantity) filter (where g.status = 'RECEIVED'), 0)::numeric(22, 4)::text`.as(
        'received',
      ),
      sql<string>`coalesce(sum(r.discount) filter (where g.status = 'RECEIVED'), 0)::numeric(20, 2)::text`.as(
        'received_discount',
      ),
    ])
    .where('l.organization_id', '=', organizationId)
    .where('l.document_type', '=', 'SALES_ORDER')
    .where('l.document_id', 'in', orderIds)
    .groupBy('l.id')
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

/** Ordered, received and left of each line of an order. */
export function lineReceipts(lines: readonly ReceivedLine[]): OrderLineReceiptResponse[] {
  return lines.map((line) => {
    const ordered = tenThousandths(line.quantity);
    const received = tenThousandths(line.received);
    return {
      position: line.position,
      ordered: fourDecimals(ordered),
      received: fourDecimals(received),
      remaining: fourDecimals(ordered - received),
    };
  });
}

/** Nothing received, every line received in full, or in between. */
export function fulfillmentOf(lines: readonly ReceivedLine[]): FulfillmentStatus {
  const received = lines.map((line) => tenThousandths(line.received));
  if (received.every((quantity) => quantity === 0n)) return 'UNFULFILLED';
  return lines.every((line, index) => received[index]! >= tenThousandths(line.quantity))
    ? 'FULFILLED'
    : 'PARTIALLY_FULFILLED';
}
