import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  SalesOrderListQuery,
  SalesOrderResponse,
  SalesOrderStatus,
} from '../../../contracts/invoicing/sales-orders.js';
import { instantKey } from '../../kit/cursor.js';
import type { InvoicingDatabase, SalesOrders } from '../db-types.js';
import { linesOf } from '../documents/lines.js';
import { fulfillmentOf, orderLinesTaken } from '../documents/order-lines.js';

type Db = Kysely<InvoicingDatabase> | Transaction<InvoicingDatabase>;
export type SalesOrderRow = Selectable<SalesOrders> & { customer_name: string };
export type Keyset = { createdAt: string; id: string };

/** The statuses the list's filter stands for: Open is waiting for approval or open. */
const FILTERED: Record<NonNullable<SalesOrderListQuery['status']>, SalesOrderStatus[]> = {
  OPEN: ['PENDING_APPROVAL', 'OPEN'],
  REJECTED: ['REJECTED'],
  CANCELLED: ['CANCELLED'],
  CLOSED: ['CLOSED'],
};

/** The statuses in which an order counts against its buyer's credit limit. */
export const COUNTED_STATUSES: SalesOrderStatus[] = ['PENDING_APPROVAL', 'OPEN'];

const iso = (value: Date | null) => value?.toISOString() ?? null;

function orders(db: Db, organizationId: string) {
  return db
    .selectFrom('sales_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .selectAll('o')
    .select(sql<string>`coalesce(c.name, c.email)`.as('customer_name'))
    .where('o.organization_id', '=', organizationId);
}

/** The buyer an order is written for, under its lock: orders for one buyer are written one at a time, so their credit is counted once. */
export function lockCustomer(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('customers')
    .select([
      'id',
      sql<string>`coalesce(name, email)`.as('name'),
      'status',
      'credit_limit',
      'currency',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** What the buyer's waiting and open orders come to. */
export async function openOrdersTotal(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  customerId: string,
): Promise<string> {
  const row = await trx
    .selectFrom('sales_orders')
    .select(sql<string>`coalesce(sum(grand_total), 0)::text`.as('total'))
    .where('organization_id', '=', organizationId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', COUNTED_STATUSES)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** An order under its lock, with its buyer's name, or undefined when the organisation has none with that id. */
export function lockOrder(trx: Transaction<InvoicingDatabase>, organizationId: string, id: string) {
  return orders(trx, organizationId).where('o.id', '=', id).forUpdate('o').executeTakeFirst();
}

/** The organisation's orders with these ids (others' are left out). */
export async function findOrders(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<SalesOrderRow[]> {
  if (ids.length === 0) return [];
  return orders(db, organizationId).where('o.id', 'in', ids).execute();
}

/** A page of the organisation's orders after `cursor`, newest first, and how many the filter keeps. */
export async function listOrders(
  db: Db,
  organizationId: string,
  query: SalesOrderListQuery,
  page: { limit: number; cursor?: Keyset | undefined },
) {
  let filtered = orders(db, organizationId);
  if (query.status) filtered = filtered.where('o.status', 'in', FILTERED[query.status]);
  if (query.customerId) filtered = filtered.where('o.customer_id', '=', query.customerId);
  let paged = filtered.select(instantKey('o.created_at').as('created_key'));
  if (page.cursor)
    paged = paged.where(
      sql<boolean>`(o.created_at, o.id) < (${page.cursor.createdAt}::timestamptz, ${page.cursor.id}::uuid)`,
    );
  const [rows, count] = await Promise.all([
    paged
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(page.limit + 1)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.slice(0, page.limit),
    keys: rows.slice(0, page.limit).map((row) => ({ createdAt: row.created_key, id: row.id })),
    hasMore: rows.length > page.limit,
    totalCount: Number(count.count),
  };
}

/** The orders as the API answers them, lines included; `actionsOf` tells what the caller may do with each. */
export async function toResponses(
  db: Db,
  rows: readonly SalesOrderRow[],
  actionsOf: (row: SalesOrderRow) => string[],
): Promise<SalesOrderResponse[]> {
  const ids = rows.map((row) => row.id);
  const [lines, received] = await Promise.all([
    linesOf(db, 'SALES_ORDER', ids),
    rows.length > 0 ? orderLinesTaken(db, rows[0]!.organization_id, ids, 'RECEIPTS') : new Map(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    customer: { id: row.customer_id, name: row.customer_name },
    poReference: row.po_reference,
    orderDate: row.order_date,
    requiredDate: row.required_date,
    currency: row.currency,
    status: row.status,
    fulfillmentStatus: fulfillmentOf(received.get(row.id) ?? []),
    // Invoices against orders come with their module; until then nothing is paid.
    paymentStatus: 'UNPAID',
    notes: row.notes,
    lines: lines.get(row.id) ?? [],
    totals: {
      subtotal: row.subtotal,
      documentDiscount: row.document_discount,
      discount: row.discount,
      taxBase: row.tax_base,
      otherTaxBase: row.other_tax_base,
      vat: row.vat,
      grandTotal: row.grand_total,
    },
    approval:
      row.approved_by && row.approved_at
        ? { by: row.approved_by, at: iso(row.approved_at)! }
        : null,
    rejection:
      row.rejection_reason && row.rejected_by && row.rejected_at
        ? { reason: row.rejection_reason, by: row.rejected_by, at: iso(row.rejected_at)! }
        : null,
    cancellation:
      row.cancellation_reason && row.cancelled_by && row.cancelled_at
        ? { reason: row.cancellation_reason, by: row.cancelled_by, at: iso(row.cancelled_at)! }
        : null,
    closure: row.closed_by && row.closed_at ? { by: row.closed_by, at: iso(row.closed_at)! } : null,
    actions: actionsOf(row),
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    version: row.version,
  }));
}
