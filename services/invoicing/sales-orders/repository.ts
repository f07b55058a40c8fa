import { sql, type Selectable, type Transaction } from 'kysely';
import type {
  SalesOrderListQuery,
  SalesOrderResponse,
  SalesOrderStatus,
} from '../../../contracts/invoicing/sales-orders.js';
import type { InvoicingDatabase, SalesOrders } from '../db-types.js';
import type { Db } from '../db.js';
import { closureOf, documentRecord, linesOf } from '../documents/lines.js';
import { fulfillmentOf, orderLinesTaken } from '../documents/order-lines.js';

export type SalesOrderRow = Selectable<SalesOrders> & {
  customer_name: string;
  payment_status: 'UNPAID' | 'PARTIALLY_PAID' | 'PAID';
};

/**
 * An order's payment status, from its invoices that are not cancelled: PAID
 * once it is invoiced in full and every invoice is paid (by payments or
 * credit memos), PARTIALLY_PAID once something of an invoice is, UNPAID
 * before.
 */
const paymentStatus = sql<SalesOrderRow['payment_status']>`(
  select case
    when count(*) > 0 and sum(i.grand_total) >= o.grand_total and bool_and(i.status = 'PAID') then 'PAID'
    when coalesce(sum(i.paid_amount + i.credited_amount), 0) > 0 then 'PARTIALLY_PAID'
    else 'UNPAID'
  end
  from sales_invoices i where i.sales_order_id = o.id and i.status <> 'CANCELLED'
)`;

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

/** The organisation's sales orders, with their buyer's name and payment status. */
export function orders(db: Db, organizationId: string) {
  return db
    .selectFrom('sales_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .selectAll('o')
    .select(sql<string>`coalesce(c.name, c.email)`.as('customer_name'))
    .select(paymentStatus.as('payment_status'))
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

/**
 * What the buyer owes and has on order: its waiting and open orders less what
 * invoices took of them, and what its invoices not cancelled still have to be
 * paid (an invoiced order counts once, as its invoice).
 */
export async function creditExposure(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  customerId: string,
  currency: string,
): Promise<string> {
  const row = await trx
    .selectNoFrom(
      sql<string>`(
        coalesce((
          select sum(greatest(o.grand_total - coalesce((
            select sum(i.grand_total) from sales_invoices i
            where i.sales_order_id = o.id and i.status <> 'CANCELLED'
          ), 0), 0))
          from sales_orders o
          where o.organization_id = ${organizationId} and o.customer_id = ${customerId}
            and o.currency = ${currency} and o.status in (${sql.join(COUNTED_STATUSES)})
        ), 0)
        + coalesce((
          select sum(i.remaining_amount) from sales_invoices i
          where i.organization_id = ${organizationId} and i.customer_id = ${customerId}
            and i.currency = ${currency} and i.status <> 'CANCELLED'
        ), 0)
      )::text`.as('total'),
    )
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The organisation's orders the list's filters keep. */
export function filteredOrders(db: Db, organizationId: string, query: SalesOrderListQuery) {
  let filtered = orders(db, organizationId);
  if (query.status) filtered = filtered.where('o.status', 'in', FILTERED[query.status]);
  if (query.customerId) filtered = filtered.where('o.customer_id', '=', query.customerId);
  return filtered;
}

/** The orders as the API answers them, lines included; `actionsOf` tells what the caller may do with each. */
export async function toResponses(
  db: Db,
  rows: readonly SalesOrderRow[],
  actionsOf: (row: SalesOrderRow) => string[],
): Promise<SalesOrderResponse[]> {
  const ids = rows.map((row) => row.id);
  const organizationId = rows[0]?.organization_id ?? '';
  const [lines, received, invoiced] = await Promise.all([
    linesOf(db, 'SALES_ORDER', ids),
    orderLinesTaken(db, organizationId, ids, 'RECEIPTS'),
    orderLinesTaken(db, organizationId, ids, 'INVOICES'),
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
    paymentStatus: row.payment_status,
    notes: row.notes,
    lines: lines.get(row.id) ?? [],
    lineProgress: (received.get(row.id) ?? []).map((line, index) => ({
      position: line.position,
      ordered: line.quantity,
      received: line.taken,
      invoiced: invoiced.get(row.id)?.[index]?.taken ?? '0.0000',
    })),
    approval:
      row.approved_by && row.approved_at
        ? { by: row.approved_by, at: iso(row.approved_at)! }
        : null,
    rejection:
      row.rejection_reason && row.rejected_by && row.rejected_at
        ? { reason: row.rejection_reason, by: row.rejected_by, at: iso(row.rejected_at)! }
        : null,
    closure: closureOf(row),
    actions: actionsOf(row),
    ...documentRecord(row),
  }));
}
