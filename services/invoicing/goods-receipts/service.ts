import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_NUMBER_PREFIXES,
  type DocumentReasonBody,
  type DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import type {
  GoodsReceiptCreateBody,
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../../contracts/invoicing/goods-receipts.js';
import { purchaseOrderErrors } from '../../../contracts/invoicing/purchase-orders.js';
import { salesOrderErrors } from '../../../contracts/invoicing/sales-orders.js';
import type { ErrorDefinition } from '../../../contracts/common/errors.js';
import type { OrganizationToday } from '../organization-today.js';
import type { OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity } from '../../kit/activity.js';
import { hasPermission, requirePermission, type AccessClaims } from '../../kit/auth.js';
import { commonErrors, serviceError } from '../../kit/errors.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { createNumberedDocument } from '../documents/creation.js';
import { actionsFrom } from '../documents/lifecycle.js';
import { figuresOrRefusal, totalsColumns } from '../documents/lines.js';
import {
  lineReceipts,
  orderLinesTaken,
  takeOrderLines,
  type OrderType,
} from '../documents/order-lines.js';
import { revisionsOf } from '../documents/revisions.js';
import { noFourEyes, runMove } from '../documents/runner.js';
import { goodsReceiptDefinitions, goodsReceiptErrors as errors } from './errors.js';
import { billedReceiptLine } from '../purchase-orders/billings.js';
import { GOODS_RECEIPT_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import {
  findReceipts,
  lockOrderForReceipt,
  lockReceipt,
  orderExists,
  orderOf,
  orderTypeOf,
  receiptsOfOrder,
  toResponses,
  type GoodsReceiptRow,
} from './repository.js';

/** What differs between receiving against a sales order and against a purchase order. */
const ORDERS: Record<
  OrderType,
  {
    read: string;
    manage: string;
    field: 'salesOrderId' | 'purchaseOrderId';
    notFound: ErrorDefinition;
    event: 'sales-order.changed' | 'purchase-order.changed';
    created: 'GOODS_RECEIPT_CREATED' | 'PURCHASE_RECEIPT_CREATED';
    cancelled: 'GOODS_RECEIPT_CANCELLED' | 'PURCHASE_RECEIPT_CANCELLED';
  }
> = {
  SALES_ORDER: {
    read: 'sales-orders:read',
    manage: 'sales-orders:manage',
    field: 'salesOrderId',
    notFound: salesOrderErrors.notFound,
    event: 'sales-order.changed',
    created: 'GOODS_RECEIPT_CREATED',
    cancelled: 'GOODS_RECEIPT_CANCELLED',
  },
  PURCHASE_ORDER: {
    read: 'purchase-orders:read',
    manage: 'purchase-orders:manage',
    field: 'purchaseOrderId',
    notFound: purchaseOrderErrors.notFound,
    event: 'purchase-order.changed',
    created: 'PURCHASE_RECEIPT_CREATED',
    cancelled: 'PURCHASE_RECEIPT_CANCELLED',
  },
};

/** Whether the caller may read some kind of order, and so some receipts. */
const readsAnyOrders = (auth: AccessClaims) =>
  hasPermission(auth, ORDERS.SALES_ORDER.read) || hasPermission(auth, ORDERS.PURCHASE_ORDER.read);

/** The one order a receipt or a list names: a sales order or a purchase order, never both. */
export function namedOrder(body: {
  salesOrderId?: string | undefined;
  purchaseOrderId?: string | undefined;
}): { type: OrderType; id: string } {
  if (body.salesOrderId && !body.purchaseOrderId)
    return { type: 'SALES_ORDER', id: body.salesOrderId };
  if (body.purchaseOrderId && !body.salesOrderId)
    return { type: 'PURCHASE_ORDER', id: body.purchaseOrderId };
  throw serviceError(goodsReceiptDefinitions.oneOrder);
}

/**
 * Goods receipts against sales and purchase orders: recorded line by line
 * under the order's lock (never more of a line than was ordered), numbered in
 * the transaction that writes them, cancelled with a reason the way every
 * document moves (./lifecycle.ts): lock, check, move, revision, activity,
 * event. Reading or recording a receipt is reading or managing its order: a
 * member who may read only sales orders sees no purchase order's receipts.
 */
export class GoodsReceiptService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    /** "Today" in the organisation's time zone, for refusing a receipt dated later. */
    private readonly today: OrganizationToday,
  ) {}

  /** An order's receipts, newest first, and what is received and left of each of its lines. */
  async ofOrder(
    auth: AccessClaims,
    query: { salesOrderId?: string | undefined; purchaseOrderId?: string | undefined },
  ): Promise<GoodsReceiptListResponse> {
    const order = namedOrder(query);
    requirePermission(auth, ORDERS[order.type].read);
    if (!(await orderExists(this.db, auth.org, order)))
      throw serviceError(ORDERS[order.type].notFound);
    const [rows, lines] = await Promise.all([
      receiptsOfOrder(this.db, auth.org, order),
      orderLinesTaken(this.db, auth.org, [order.id], 'RECEIPTS', order.type),
    ]);
    return {
      items: await this.respond(auth, rows),
      lines: lineReceipts(lines.get(order.id) ?? []),
    };
  }

  /** The receipts with these ids of the organisation's orders the caller may read (others are left out). */
  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<GoodsReceiptResponse[]> {
    if (!readsAnyOrders(auth))
      throw commonErrors.forbidden('sales-orders:read or purchase-orders:read');
    const rows = await findReceipts(this.db, auth.org, ids);
    return this.respond(
      auth,
      rows.filter((row) => hasPermission(auth, ORDERS[orderTypeOf(row)].read)),
    );
  }

  /** The receipt's revision history, newest first. */
  async revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    await this.get(auth, id);
    return revisionsOf(this.db, auth.org, 'GOODS_RECEIPT', id);
  }

  /** One receipt: not found in another organisation; FORBIDDEN to a member who may not read its kind of order. */
  async get(auth: AccessClaims, id: string): Promise<GoodsReceiptResponse> {
    if (!readsAnyOrders(auth))
      throw commonErrors.forbidden('sales-orders:read or purchase-orders:read');
    const [row] = await findReceipts(this.db, auth.org, [id]);
    if (!row) throw errors.notFound();
    requirePermission(auth, ORDERS[orderTypeOf(row)].read);
    const [receipt] = await this.respond(auth, [row]);
    return receipt!;
  }

  /**
   * Records what arrived of an open order: the buyer's of a sales order, or
   * the organisation's of a purchase order. The order is locked while what is
   * left of its lines is counted, so that receipts recorded at once cannot
   * together take more than was ordered.
   */
  async create(
    auth: AccessClaims,
    body: GoodsReceiptCreateBody,
    caller: OnBehalfOf,
  ): Promise<GoodsReceiptResponse> {
    const named = namedOrder(body);
    const kind = ORDERS[named.type];
    requirePermission(auth, kind.manage);
    // Goods cannot have arrived on a day that has not come: a receipt dated later would count stock and let an
    // invoice bill what is not here yet.
    if (body.receivedDate > (await this.today(caller))) throw errors.futureDate();
    const id = await this.db.transaction().execute(async (trx) => {
      const order = await lockOrderForReceipt(trx, auth.org, named);
      if (!order) throw serviceError({ ...kind.notFound, status: 400 }, kind.field);
      if (order.status === 'PENDING_APPROVAL')
        throw serviceError(goodsReceiptDefinitions.orderPendingApproval, kind.field);
      if (order.status !== 'OPEN')
        throw serviceError(goodsReceiptDefinitions.orderNotOpen, kind.field);
      if (body.receivedDate < order.order_date) throw errors.beforeOrder();
      const orderLines =
        (await orderLinesTaken(trx, auth.org, [order.id], 'RECEIPTS', named.type)).get(order.id) ??
        [];
      const lines = takeOrderLines(body.lines, orderLines, goodsReceiptDefinitions.overOrdered);
      const read = { lines, documentDiscount: '0.00', totals: figuresOrRefusal(lines, '0.00') };
      const { id } = await createNumberedDocument(trx, auth, {
        documentType: 'GOODS_RECEIPT',
        date: body.receivedDate,
        prefix: DEFAULT_NUMBER_PREFIXES.GOODS_RECEIPT,
        read,
        insert: (number) =>
          trx
            .insertInto('goods_receipts')
            .values({
              organization_id: auth.org,
              number,
              sales_order_id: named.type === 'SALES_ORDER' ? order.id : null,
              purchase_order_id: named.type === 'PURCHASE_ORDER' ? order.id : null,
              received_date: body.receivedDate,
              currency: order.currency,
              status: 'RECEIVED',
              notes: body.notes?.trim() || null,
              ...totalsColumns(read.totals),
              created_by: auth.sub,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        describe: (number) =>
          describeActivity(kind.created, {
            number,
            order: order.number,
            name: order.party_name,
          }),
      });
      await this.publish(trx, auth.org, {
        receiptId: id,
        order: { type: named.type, id: order.id },
        change: 'CREATED',
      });
      return id;
    });
    return this.get(auth, id);
  }

  /** Cancels a receipt with a reason: its quantities can be received again; a cancelled one changes no more. */
  async cancel(
    auth: AccessClaims,
    id: string,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<GoodsReceiptResponse> {
    await runMove(
      this.db,
      {
        lifecycle: GOODS_RECEIPT_LIFECYCLE,
        documentType: 'GOODS_RECEIPT',
        table: 'goods_receipts',
        notFound: errors.notFound,
        read: async (db, organizationId, receiptId) =>
          (await findReceipts(db, organizationId, [receiptId]))[0],
        lock: lockWithOrder,
        actions: {
          cancel: {
            check: async ({ trx, auth, document }) => {
              if (document.invoiced) throw errors.invoiced();
              await refuseBilledReceipt(trx, auth.org, document);
            },
          },
        },
        describe: ({ document, reason }) =>
          describeActivity(ORDERS[orderOf(document).type].cancelled, {
            number: document.number,
            order: document.order_number,
            reason,
          }),
        publish: ({ trx, auth, document, transition }) =>
          this.publish(trx, auth.org, {
            receiptId: document.id,
            order: orderOf(document),
            change: transition.to,
          }),
      },
      { auth, id, action: 'cancel', body, controls: noFourEyes },
    );
    return this.get(auth, id);
  }

  /** A receipt changed, and with it its order's fulfillment: both reach open screens. */
  private async publish(
    trx: Kysely<InvoicingDatabase>,
    organizationId: string,
    event: {
      receiptId: string;
      order: { type: OrderType; id: string };
      change: EventChange<'goods-receipt.changed'>;
    },
  ): Promise<void> {
    const kind = ORDERS[event.order.type];
    await publishEvent(trx, {
      type: 'goods-receipt.changed',
      organizationId,
      subjectId: event.receiptId,
      permission: kind.read,
      change: event.change,
    });
    await publishEvent(trx, {
      type: kind.event,
      organizationId,
      subjectId: event.order.id,
      permission: kind.read,
      change: 'FULFILLMENT',
    });
  }

  private async respond(
    auth: AccessClaims,
    rows: readonly GoodsReceiptRow[],
  ): Promise<GoodsReceiptResponse[]> {
    return toResponses(this.db, rows, (row) =>
      hasPermission(auth, ORDERS[orderTypeOf(row)].manage) && row.order_status === 'OPEN'
        ? actionsFrom(GOODS_RECEIPT_LIFECYCLE, row.status as 'RECEIVED' | 'CANCELLED', auth.perms)
        : [],
    );
  }
}

/**
 * Refuses to cancel a purchase order's receipt whose quantity a bill covers
 * (U-INV-GR-10, or U-INV-GR-11 for a bill without a number), naming the
 * bill; the order's row is locked (lockWithOrder) as a bill's recording locks
 * it, so the two never both pass.
 */
async function refuseBilledReceipt(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  receipt: GoodsReceiptRow,
): Promise<void> {
  const order = orderOf(receipt);
  if (order.type !== 'PURCHASE_ORDER') return;
  const billed = await billedReceiptLine(trx, organizationId, order.id, receipt.id);
  if (!billed) return;
  throw billed.billNumber === null
    ? serviceError(goodsReceiptDefinitions.billedWithoutNumber, undefined, {
        line: billed.line,
        date: billed.billDate ?? '',
      })
    : serviceError(goodsReceiptDefinitions.billed, undefined, {
        line: billed.line,
        bill: billed.billNumber,
      });
}

/**
 * A receipt under its lock, for a move, and its order under its lock first
 * (in the order an invoice written from receipts takes them,
 * ../sales-invoices/invoice-lines.ts, so that neither waits on the other):
 * the lifecycle lets either kind's managers cancel, and this receipt's order
 * says which; a closed or cancelled order changes no more.
 */
async function lockWithOrder(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
): Promise<GoodsReceiptRow | undefined> {
  const [found] = await findReceipts(trx, auth.org, [id]);
  if (!found) return undefined;
  const order = orderOf(found);
  requirePermission(auth, ORDERS[order.type].manage);
  const locked = await lockOrderForReceipt(trx, auth.org, order);
  if (locked?.status !== 'OPEN') throw errors.orderClosed();
  return lockReceipt(trx, auth.org, id);
}
