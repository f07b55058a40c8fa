import type { Selectable } from 'kysely';
import type {
  PurchaseOrderLineMatch,
  PurchaseOrderListQuery,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import type { PurchaseOrders } from '../db-types.js';
import type { Db } from '../db.js';
import { closureOf, decisionsOf, documentRecord, linesOf } from '../documents/lines.js';
import {
  fourDecimals,
  fulfillmentOf,
  orderLinesTaken,
  tenThousandths,
  type OrderLine,
} from '../documents/order-lines.js';

export type PurchaseOrderRow = Selectable<PurchaseOrders>;

/** The organisation's purchase orders. */
export function orders(db: Db, organizationId: string) {
  return db
    .selectFrom('purchase_orders as o')
    .selectAll('o')
    .where('o.organization_id', '=', organizationId);
}

/** The organisation's orders the list's filters keep. */
export function filteredOrders(db: Db, organizationId: string, query: PurchaseOrderListQuery) {
  let filtered = orders(db, organizationId);
  if (query.status) filtered = filtered.where('o.status', '=', query.status);
  if (query.supplierId) filtered = filtered.where('o.supplier_id', '=', query.supplierId);
  return filtered;
}

/** The orders as the API answers them, lines included; `actionsOf` tells what the caller may do with each. */
export async function toResponses(
  db: Db,
  rows: readonly PurchaseOrderRow[],
  actionsOf: (row: PurchaseOrderRow) => string[],
): Promise<PurchaseOrderResponse[]> {
  const ids = rows.map((row) => row.id);
  const organizationId = rows[0]?.organization_id ?? '';
  const [lines, received] = await Promise.all([
    linesOf(db, 'PURCHASE_ORDER', ids),
    orderLinesTaken(db, organizationId, ids, 'RECEIPTS', 'PURCHASE_ORDER', true),
  ]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    supplier: { id: row.supplier_id, name: row.supplier_name },
    supplierReference: row.supplier_reference,
    orderDate: row.order_date,
    expectedDate: row.expected_date,
    // The column's check keeps it to the contract's currencies.
    currency: row.currency as PurchaseOrderResponse['currency'],
    status: row.status,
    fulfillmentStatus: fulfillmentOf(received.get(row.id) ?? []),
    notes: row.notes,
    lines: lines.get(row.id) ?? [],
    lineMatches: (received.get(row.id) ?? []).map(lineMatch),
    ...decisionsOf(row),
    closure: closureOf(row),
    actions: actionsOf(row),
    ...documentRecord(row),
  }));
}

/** An order line's ordered, received and billed quantities, and what is received and not billed yet. */
export function lineMatch(line: OrderLine): PurchaseOrderLineMatch {
  const received = tenThousandths(line.taken);
  const billed = tenThousandths(line.billed ?? '0');
  return {
    position: line.position,
    product: line.product,
    unitPrice: line.unit_price,
    ordered: fourDecimals(tenThousandths(line.quantity)),
    received: fourDecimals(received),
    billed: fourDecimals(billed),
    toBill: fourDecimals(received > billed ? received - billed : 0n),
  };
}
