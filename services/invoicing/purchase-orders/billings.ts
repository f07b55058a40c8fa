import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  BillMatchLine,
  BillMatchesResponse,
  PurchaseOrderBilledLine,
  PurchaseOrderBillingBody,
  PurchaseOrderBillingResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import { purchaseOrderErrors as definitions } from '../../../contracts/invoicing/purchase-orders.js';
import { toCents } from '../../../formats/cents.js';
import { isQuantity } from '../../../formats/document-totals.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { figuresOrRefusal } from '../documents/lines.js';
import {
  fourDecimals,
  orderLinesTaken,
  takeOrderLines,
  tenThousandths,
  type OrderLine,
} from '../documents/order-lines.js';
import { purchaseOrderErrors as errors } from './errors.js';

/** The organisation's three-way match tolerances, in percent (the Orders settings). */
export type BillTolerance = { quantity: string; price: string };

/** A percentage in hundredths: `"2.50"` is 250n. */
const hundredths = (percent: string) => toCents(percent);

/** `quantity` (ten-thousandths) with `percent` more, rounded down: what a tolerance allows. */
const withTolerance = (quantity: bigint, percent: string) =>
  (quantity * (10_000n + hundredths(percent))) / 10_000n;

const max = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * The three-way match of one bill line (quantities in ten-thousandths): more
 * billed, with the bills before it, than was received beyond the quantity
 * tolerance; its price above the order's beyond the price tolerance.
 */
function matchFlags(
  line: { billedBefore: bigint; quantity: bigint; received: bigint },
  prices: { billed: string; ordered: string },
  tolerance: BillTolerance,
): Pick<PurchaseOrderBilledLine, 'quantityDifference' | 'priceDifference'> {
  return {
    quantityDifference:
      line.billedBefore + line.quantity > withTolerance(line.received, tolerance.quantity),
    priceDifference:
      toCents(prices.billed) * 10_000n >
      toCents(prices.ordered) * (10_000n + hundredths(tolerance.price)),
  };
}

/**
 * What a bill asks of each order line: the lines it names or, left out, what
 * is received and not billed yet of each (Odoo's bill control on received
 * quantities, `qty_to_invoice = qty_received - qty_invoiced`).
 */
function requestedLines(
  body: PurchaseOrderBillingBody,
  lines: readonly OrderLine[],
): { orderLine: number; quantity: string; unitPrice?: string | undefined }[] {
  if (body.lines) return body.lines;
  return lines
    .map((line) => ({
      orderLine: line.position,
      quantity: fourDecimals(tenThousandths(line.taken) - tenThousandths(line.billed ?? '0')),
    }))
    .filter((line) => tenThousandths(line.quantity) > 0n);
}

/**
 * Refuses a line that bills more than was ordered and the tolerance allows
 * (ERPNext's over-billing allowance: "percentage you are allowed to bill more
 * against the amount ordered", Accounts Settings `over_billing_allowance`).
 */
function checkBillable(
  index: number,
  line: OrderLine,
  quantity: bigint,
  tolerance: BillTolerance,
): void {
  const billed = tenThousandths(line.billed ?? '0');
  const allowed = withTolerance(tenThousandths(line.quantity), tolerance.quantity);
  if (billed + quantity > allowed)
    throw serviceError(definitions.overBilled, `lines.${index}.quantity`, {
      line: index + 1,
      billable: fourDecimals(max(allowed - billed, 0n)),
      ordered: fourDecimals(tenThousandths(line.quantity)),
    });
}

/**
 * The bill's lines, figured by the documents' kernel as a receipt's are: the
 * order line's product and tax, its discount in proportion, at the bill's
 * price (the order's unless named), each beside what the order and its
 * receipts say of the line, flagged where the bill goes past what was
 * received or the order's price by more than the tolerance.
 */
function billedLines(
  body: PurchaseOrderBillingBody,
  lines: readonly OrderLine[],
  tolerance: BillTolerance,
) {
  const requested = requestedLines(body, lines);
  if (requested.length === 0) throw errors.nothingToBill();
  const asked = new Map(
    requested.map((line) => [
      line.orderLine,
      isQuantity(line.quantity.trim()) ? tenThousandths(line.quantity.trim()) : 0n,
    ]),
  );
  // Taken as a receipt takes lines (their checks, their discount in proportion), counting what other bills billed
  // and reaching as far as this bill asks: how far it may go is the tolerance's question, answered below.
  const widened = lines.map((line) => ({
    ...line,
    taken: line.billed ?? '0',
    quantity: fourDecimals(
      max(
        tenThousandths(line.quantity),
        tenThousandths(line.billed ?? '0') + (asked.get(line.position) ?? 0n),
      ),
    ),
  }));
  const taken = takeOrderLines(requested, widened, definitions.overBilled);
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const priced = taken.map((line, index) => {
    const written = requested[index]!;
    checkBillable(
      index,
      byPosition.get(written.orderLine)!,
      asked.get(written.orderLine)!,
      tolerance,
    );
    return { ...line, unitPrice: written.unitPrice?.trim() || line.unitPrice };
  });
  const totals = figuresOrRefusal(priced, '0.00');
  const billedLines = priced.map((line, index): PurchaseOrderBilledLine => {
    const order = byPosition.get(requested[index]!.orderLine)!;
    const quantity = asked.get(order.position)!;
    const billedBefore = tenThousandths(order.billed ?? '0');
    const received = tenThousandths(order.taken);
    return {
      orderLine: order.position,
      product: line.product,
      description: line.description ?? null,
      kind: line.kind ?? 'GOODS',
      unit: line.unit ?? 'UM.0018',
      taxCode: line.taxCode,
      quantity: fourDecimals(quantity),
      unitPrice: line.unitPrice,
      orderedUnitPrice: order.unit_price,
      ordered: fourDecimals(tenThousandths(order.quantity)),
      received: fourDecimals(received),
      billedBefore: fourDecimals(billedBefore),
      ...totals.lines[index]!,
      ...matchFlags(
        { billedBefore, quantity, received },
        { billed: line.unitPrice, ordered: order.unit_price },
        tolerance,
      ),
    };
  });
  return { lines: billedLines, totals, sourceLineIds: taken.map((line) => line.sourceLineId!) };
}

/**
 * Records what the treasury's bill `body.billId` bills of a purchase order,
 * under the order's row lock: every bill made from it at the same moment
 * waits here, so that together they never bill more of a line than was
 * ordered and the tolerance allows. Only an approved order (open or closed)
 * is billed. Answers the bill's lines as the kernel figures them, each with
 * the order's and the receipts' view of it.
 */
export async function recordBilling(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  orderId: string,
  body: PurchaseOrderBillingBody,
  tolerance: BillTolerance,
): Promise<PurchaseOrderBillingResponse> {
  requirePermission(auth, 'bills:create');
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, auth.org, orderId);
    if (!order) throw errors.notFound();
    if (order.status !== 'OPEN' && order.status !== 'CLOSED') throw errors.notBillable();
    const recorded = await trx
      .selectFrom('purchase_order_billings')
      .select('bill_id')
      .where('bill_id', '=', body.billId)
      .executeTakeFirst();
    if (recorded) throw errors.billRecorded();
    const lines =
      (await orderLinesTaken(trx, auth.org, [order.id], 'RECEIPTS', 'PURCHASE_ORDER', true)).get(
        order.id,
      ) ?? [];
    const billed = billedLines(body, lines, tolerance);
    await trx
      .insertInto('purchase_order_billings')
      .values(
        billed.lines.map((line, index) => ({
          organization_id: auth.org,
          purchase_order_id: order.id,
          bill_id: body.billId,
          bill_number: body.billNumber?.trim() || null,
          bill_date: body.billDate ?? null,
          order_line_id: billed.sourceLineIds[index]!,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          created_by: auth.sub,
        })),
      )
      .execute();
    const { lines: _lines, ...totals } = billed.totals;
    return {
      purchaseOrder: {
        id: order.id,
        number: order.number,
        supplierId: order.supplier_id,
        currency: order.currency as PurchaseOrderBillingResponse['purchaseOrder']['currency'],
      },
      lines: billed.lines,
      totals: { ...totals, documentDiscount: '0.00' },
      tolerance,
    };
  });
}

/**
 * The three-way match of treasury bills as it stands now: each bill's lines
 * beside what the order's goods receipts not cancelled received and the
 * bills made before it billed, flagged by today's tolerances; so a receipt
 * recorded or cancelled after the bill, or a tolerance changed, shows on it.
 * Read in three queries whatever the number of bills (the treasury asks once
 * per page); bills not recorded against the organisation's orders, or
 * cancelled (released), are left out.
 */
export async function liveBillMatches(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  billIds: readonly string[],
  tolerance: BillTolerance,
): Promise<BillMatchesResponse> {
  requirePermission(auth, 'bills:read');
  const billings = (organizationId: string) =>
    db
      .selectFrom('purchase_order_billings')
      .select(['bill_id', 'purchase_order_id', 'order_line_id', 'quantity', 'unit_price'])
      .select(sql<string>`created_at::text`.as('made_at'))
      .where('organization_id', '=', organizationId)
      .where('released_at', 'is', null);
  const asked = await billings(auth.org).where('bill_id', 'in', billIds).execute();
  if (asked.length === 0) return { items: [] };
  const orderIds = [...new Set(asked.map((billing) => billing.purchase_order_id))];
  const [taken, all] = await Promise.all([
    orderLinesTaken(db, auth.org, orderIds, 'RECEIPTS', 'PURCHASE_ORDER'),
    billings(auth.org).where('purchase_order_id', 'in', orderIds).execute(),
  ]);
  const orderLines = new Map([...taken.values()].flat().map((line) => [line.id, line]));
  // Bills are ordered as they were made, then by id: one made in the same instant counts before by its id.
  const before = (a: { made_at: string; bill_id: string }, b: typeof a) =>
    a.made_at < b.made_at || (a.made_at === b.made_at && a.bill_id < b.bill_id);
  const byBill = new Map<string, BillMatchLine[]>();
  for (const billing of asked) {
    const line = orderLines.get(billing.order_line_id)!;
    const billedBefore = all
      .filter((other) => other.order_line_id === line.id && before(other, billing))
      .reduce((sum, other) => sum + tenThousandths(other.quantity), 0n);
    const received = tenThousandths(line.taken);
    const matched: BillMatchLine = {
      orderLine: line.position,
      received: fourDecimals(received),
      billedBefore: fourDecimals(billedBefore),
      ...matchFlags(
        { billedBefore, quantity: tenThousandths(billing.quantity), received },
        { billed: billing.unit_price, ordered: line.unit_price },
        tolerance,
      ),
    };
    byBill.set(billing.bill_id, [...(byBill.get(billing.bill_id) ?? []), matched]);
  }
  return { items: [...byBill].map(([billId, lines]) => ({ billId, lines })) };
}

/**
 * Releases what a cancelled bill billed of its purchase order: its lines count
 * no more, and can be billed again. Once is enough; again changes nothing.
 */
export async function releaseBilling(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  orderId: string,
  billId: string,
): Promise<void> {
  if (!auth.perms.includes('bills:approve')) requirePermission(auth, 'bills:create');
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, auth.org, orderId);
    if (!order) throw errors.notFound();
    await trx
      .updateTable('purchase_order_billings')
      .set({ released_at: new Date() })
      .where('organization_id', '=', auth.org)
      .where('purchase_order_id', '=', order.id)
      .where('bill_id', '=', billId)
      .where('released_at', 'is', null)
      .execute();
  });
}

/** The organisation's purchase order under its row lock, for what bills take of it. */
function lockOrder(trx: Transaction<InvoicingDatabase>, organizationId: string, id: string) {
  return trx
    .selectFrom('purchase_orders')
    .select(['id', 'number', 'status', 'currency', 'supplier_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The first order line (its position) whose quantity in goods receipt
 * `receiptId` the order's bills cover, with the latest such bill: a line is covered when what bills
 * bill of it is more than its order line would have received without this
 * receipt. Bills bill order lines, not receipts (as Odoo's `qty_invoiced`
 * stands beside `qty_received`), so a receipt is covered as far as the others
 * do not make up for it. Read under the order's row lock, which recording a
 * bill takes too, so a bill and a cancel never both pass.
 */
export async function billedReceiptLine(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  orderId: string,
  receiptId: string,
): Promise<{ line: number; billNumber: string | null; billDate: string | null } | undefined> {
  const orderLines =
    (await orderLinesTaken(trx, organizationId, [orderId], 'RECEIPTS', 'PURCHASE_ORDER', true)).get(
      orderId,
    ) ?? [];
  const received = await trx
    .selectFrom('document_lines')
    .select(['source_line_id', 'quantity'])
    .where('organization_id', '=', organizationId)
    .where('document_type', '=', 'GOODS_RECEIPT')
    .where('document_id', '=', receiptId)
    .orderBy('position')
    .execute();
  for (const line of received) {
    const orderLine = orderLines.find((candidate) => candidate.id === line.source_line_id);
    if (!orderLine) continue;
    const left = tenThousandths(orderLine.taken) - tenThousandths(line.quantity);
    if (tenThousandths(orderLine.billed ?? '0') <= left) continue;
    const bill = await trx
      .selectFrom('purchase_order_billings')
      .select(['bill_number', sql<string | null>`bill_date::text`.as('bill_date')])
      .where('organization_id', '=', organizationId)
      .where('order_line_id', '=', orderLine.id)
      .where('released_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return { line: orderLine.position, billNumber: bill.bill_number, billDate: bill.bill_date };
  }
  return undefined;
}
