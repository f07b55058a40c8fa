import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { GoodsReceiptResponse } from '../../../contracts/invoicing/goods-receipts.js';
import type { GoodsReceipts, InvoicingDatabase } from '../db-types.js';
import { cancellationOf, linesFromOrder, linesOf, totalsOf } from '../documents/lines.js';

type Db = Kysely<InvoicingDatabase> | Transaction<InvoicingDatabase>;
export type GoodsReceiptRow = Selectable<GoodsReceipts> & {
  invoiced: boolean;
  order_number: string;
  customer_id: string;
  customer_name: string;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Whether an invoice that is not cancelled bills the receipt of the `goods_receipts` row aliased `alias`. */
export const billed = (alias: string) =>
  sql<boolean>`exists (
    select 1 from invoice_receipts r join sales_invoices s on s.id = r.invoice_id
    where r.goods_receipt_id = ${sql.ref(`${alias}.id`)} and s.status <> 'CANCELLED'
  )`;

function receipts(db: Db, organizationId: string) {
  return db
    .selectFrom('goods_receipts as g')
    .innerJoin('sales_orders as o', 'o.id', 'g.sales_order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .selectAll('g')
    .select([
      'o.number as order_number',
      'o.customer_id',
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
      billed('g').as('invoiced'),
    ])
    .where('g.organization_id', '=', organizationId);
}

/**
 * The order goods are received against, under its lock, with its buyer's
 * name: receipts of one order are recorded one at a time, so that together
 * they never take more of a line than was ordered.
 */
export function lockOrderForReceipt(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('sales_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.id',
      'o.number',
      'o.status',
      'o.order_date',
      'o.currency',
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
    ])
    .where('o.organization_id', '=', organizationId)
    .where('o.id', '=', id)
    .forUpdate('o')
    .executeTakeFirst();
}

/** Whether the organisation has the order (to list its receipts). */
export async function orderExists(db: Db, organizationId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('sales_orders')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A receipt under its lock, or undefined when the organisation has none with that id. */
export function lockReceipt(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return receipts(trx, organizationId).where('g.id', '=', id).forUpdate('g').executeTakeFirst();
}

/** The organisation's receipts with these ids (others' are left out). */
export async function findReceipts(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<GoodsReceiptRow[]> {
  if (ids.length === 0) return [];
  return receipts(db, organizationId).where('g.id', 'in', ids).execute();
}

/** An order's receipts, newest first. */
export function receiptsOfOrder(
  db: Db,
  organizationId: string,
  orderId: string,
): Promise<GoodsReceiptRow[]> {
  return receipts(db, organizationId)
    .where('g.sales_order_id', '=', orderId)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
}

/** The receipts as the API answers them, lines included; `actionsOf` tells what the caller may do with each. */
export async function toResponses(
  db: Db,
  rows: readonly GoodsReceiptRow[],
  actionsOf: (row: GoodsReceiptRow) => string[],
): Promise<GoodsReceiptResponse[]> {
  const lines = await linesOf(
    db,
    'GOODS_RECEIPT',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    salesOrder: { id: row.sales_order_id, number: row.order_number },
    customer: { id: row.customer_id, name: row.customer_name },
    receivedDate: row.received_date,
    currency: row.currency,
    status: row.status as GoodsReceiptResponse['status'],
    invoiced: row.invoiced,
    notes: row.notes,
    lines: linesFromOrder(lines.get(row.id) ?? []),
    totals: totalsOf(row),
    cancellation: cancellationOf(row),
    actions: actionsOf(row),
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    version: row.version,
  }));
}
