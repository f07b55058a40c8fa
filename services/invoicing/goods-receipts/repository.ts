import { sql, type Selectable, type Transaction } from 'kysely';
import type { GoodsReceiptResponse } from '../../../contracts/invoicing/goods-receipts.js';
import type { GoodsReceipts, InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { organizationHas } from '../../kit/database.js';
import { cancellationOf, linesFromOrder, linesOf, totalsOf } from '../documents/lines.js';
import type { OrderType } from '../documents/order-lines.js';

export type GoodsReceiptRow = Selectable<GoodsReceipts> & {
  invoiced: boolean;
  order_number: string;
  /** The sales order's buyer, or the purchase order's supplier. */
  party_id: string;
  party_name: string;
  /** Its order's status: a receipt of an order no longer open changes no more. */
  order_status: string;
};

/** The kind of order a receipt row was received against. */
export const orderTypeOf = (row: { purchase_order_id: string | null }): OrderType =>
  row.purchase_order_id ? 'PURCHASE_ORDER' : 'SALES_ORDER';

/** The order a receipt row was received against: its kind and id. */
export const orderOf = (row: {
  sales_order_id: string | null;
  purchase_order_id: string | null;
}): { type: OrderType; id: string } => ({
  type: orderTypeOf(row),
  id: (row.purchase_order_id ?? row.sales_order_id)!,
});

/** The receipts' column naming each kind of order. */
const ORDER_COLUMN = {
  SALES_ORDER: 'g.sales_order_id',
  PURCHASE_ORDER: 'g.purchase_order_id',
} as const satisfies Record<OrderType, string>;

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
    .leftJoin('sales_orders as o', 'o.id', 'g.sales_order_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('purchase_orders as p', 'p.id', 'g.purchase_order_id')
    .selectAll('g')
    .select([
      sql<string>`coalesce(o.number, p.number)`.as('order_number'),
      sql<string>`coalesce(o.customer_id, p.supplier_id)`.as('party_id'),
      sql<string>`coalesce(c.name, c.email, p.supplier_name)`.as('party_name'),
      sql<string>`coalesce(o.status, p.status)`.as('order_status'),
      billed('g').as('invoiced'),
    ])
    .where('g.organization_id', '=', organizationId);
}

/**
 * The order goods are received against, under its lock, with its buyer's or
 * supplier's name: receipts of one order are recorded one at a time, so that
 * together they never take more of a line than was ordered.
 */
export function lockOrderForReceipt(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  order: { type: OrderType; id: string },
) {
  if (order.type === 'PURCHASE_ORDER')
    return trx
      .selectFrom('purchase_orders as o')
      .select(['o.id', 'o.number', 'o.status', 'o.order_date', 'o.currency'])
      .select('o.supplier_name as party_name')
      .where('o.organization_id', '=', organizationId)
      .where('o.id', '=', order.id)
      .forUpdate('o')
      .executeTakeFirst();
  return trx
    .selectFrom('sales_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'o.number', 'o.status', 'o.order_date', 'o.currency'])
    .select(sql<string>`coalesce(c.name, c.email)`.as('party_name'))
    .where('o.organization_id', '=', organizationId)
    .where('o.id', '=', order.id)
    .forUpdate('o')
    .executeTakeFirst();
}

/** Whether the organisation has the order (to list its receipts). */
export async function orderExists(
  db: Db,
  organizationId: string,
  order: { type: OrderType; id: string },
): Promise<boolean> {
  const table = order.type === 'PURCHASE_ORDER' ? 'purchase_orders' : 'sales_orders';
  return organizationHas(db, table, organizationId, order.id);
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
  order: { type: OrderType; id: string },
): Promise<GoodsReceiptRow[]> {
  return receipts(db, organizationId)
    .where(ORDER_COLUMN[order.type], '=', order.id)
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
  return rows.map((row) => {
    const order = { id: orderOf(row).id, number: row.order_number };
    const party = { id: row.party_id, name: row.party_name };
    const purchase = orderTypeOf(row) === 'PURCHASE_ORDER';
    return {
      id: row.id,
      number: row.number,
      salesOrder: purchase ? null : order,
      purchaseOrder: purchase ? order : null,
      customer: purchase ? null : party,
      supplier: purchase ? party : null,
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
    };
  });
}
