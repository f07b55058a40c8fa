import type { Kysely } from 'kysely';
import {
  DEFAULT_NUMBER_PREFIXES,
  documentErrors,
  type DocumentReasonBody,
  type DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import type {
  GoodsReceiptCreateBody,
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../../contracts/invoicing/goods-receipts.js';
import { salesOrderErrors as orderDefinitions } from '../../../contracts/invoicing/sales-orders.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { actionsFrom, transitionFrom } from '../documents/lifecycle.js';
import { checkedMove } from '../documents/moves.js';
import { figuresOrRefusal, totalsColumns } from '../documents/lines.js';
import { issueNumber } from '../documents/numbering.js';
import { lineReceipts, orderLinesTaken, takeOrderLines } from '../documents/order-lines.js';
import { recordCreation, recordRevision, revisionsOf } from '../documents/revisions.js';
import { goodsReceiptDefinitions, goodsReceiptErrors as errors } from './errors.js';
import { GOODS_RECEIPT_LIFECYCLE } from './lifecycle.js';
import {
  findReceipts,
  lockOrderForReceipt,
  lockReceipt,
  orderExists,
  receiptsOfOrder,
  toResponses,
  type GoodsReceiptRow,
} from './repository.js';

const kernelErrors = errorsOf(documentErrors);
const orderNotFound = () =>
  serviceError({ ...orderDefinitions.notFound, status: 400 }, 'salesOrderId');

/**
 * Goods receipts against sales orders: recorded line by line under the
 * order's lock (never more of a line than was ordered), numbered in the
 * transaction that writes them, cancelled with a reason the way every
 * document moves (./lifecycle.ts): lock, check, move, revision, activity,
 * event. Reading or recording a receipt is reading or managing its order.
 */
export class GoodsReceiptService {
  constructor(private readonly db: Kysely<InvoicingDatabase>) {}

  /** An order's receipts, newest first, and what is received and left of each of its lines. */
  async ofOrder(auth: AccessClaims, orderId: string): Promise<GoodsReceiptListResponse> {
    requirePermission(auth, 'sales-orders:read');
    if (!(await orderExists(this.db, auth.org, orderId)))
      throw serviceError(orderDefinitions.notFound);
    const [rows, lines] = await Promise.all([
      receiptsOfOrder(this.db, auth.org, orderId),
      orderLinesTaken(this.db, auth.org, [orderId], 'RECEIPTS'),
    ]);
    return {
      items: await this.respond(auth, rows),
      lines: lineReceipts(lines.get(orderId) ?? []),
    };
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<GoodsReceiptResponse[]> {
    requirePermission(auth, 'sales-orders:read');
    return this.respond(auth, await findReceipts(this.db, auth.org, ids));
  }

  async get(auth: AccessClaims, id: string): Promise<GoodsReceiptResponse> {
    const [receipt] = await this.findByIds(auth, [id]);
    if (!receipt) throw errors.notFound();
    return receipt;
  }

  /** The receipt's revision history, newest first. */
  async revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    await this.get(auth, id);
    return revisionsOf(this.db, auth.org, 'GOODS_RECEIPT', id);
  }

  /**
   * Records what the buyer received of an open order. The order is locked
   * while what is left of its lines is counted, so that receipts recorded at
   * once cannot together take more than was ordered.
   */
  async create(auth: AccessClaims, body: GoodsReceiptCreateBody): Promise<GoodsReceiptResponse> {
    requirePermission(auth, 'sales-orders:manage');
    const id = await this.db.transaction().execute(async (trx) => {
      const order = await lockOrderForReceipt(trx, auth.org, body.salesOrderId);
      if (!order) throw orderNotFound();
      if (order.status !== 'OPEN') throw errors.orderNotOpen();
      if (body.receivedDate < order.order_date) throw errors.beforeOrder();
      const orderLines =
        (await orderLinesTaken(trx, auth.org, [order.id], 'RECEIPTS')).get(order.id) ?? [];
      const lines = takeOrderLines(body.lines, orderLines, goodsReceiptDefinitions.overOrdered);
      const read = { lines, documentDiscount: '0.00', totals: figuresOrRefusal(lines, '0.00') };
      const number = await issueNumber(trx, {
        organizationId: auth.org,
        documentType: 'GOODS_RECEIPT',
        date: body.receivedDate,
        prefix: DEFAULT_NUMBER_PREFIXES.GOODS_RECEIPT,
      });
      const { id } = await trx
        .insertInto('goods_receipts')
        .values({
          organization_id: auth.org,
          number,
          sales_order_id: order.id,
          received_date: body.receivedDate,
          currency: order.currency,
          status: 'RECEIVED',
          notes: body.notes?.trim() || null,
          ...totalsColumns(read.totals),
          created_by: auth.sub,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordCreation(
        trx,
        auth,
        { documentType: 'GOODS_RECEIPT', documentId: id, read },
        {
          entity: 'GOODS_RECEIPT',
          description: describeActivity('GOODS_RECEIPT_CREATED', {
            number,
            order: order.number,
            name: order.customer_name,
          }),
        },
      );
      await this.publish(trx, auth.org, { receiptId: id, orderId: order.id, change: 'CREATED' });
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
    const reason = checkedMove(GOODS_RECEIPT_LIFECYCLE, 'cancel', auth, body);
    await this.db.transaction().execute(async (trx) => {
      const receipt = await lockReceipt(trx, auth.org, id);
      if (!receipt) throw errors.notFound();
      const transition = transitionFrom(
        GOODS_RECEIPT_LIFECYCLE,
        'cancel',
        receipt.status as 'RECEIVED' | 'CANCELLED',
        auth.perms,
      );
      if (typeof transition === 'string') throw kernelErrors.statusNotValid();
      if (receipt.invoiced) throw errors.invoiced();
      const now = new Date();
      await trx
        .updateTable('goods_receipts')
        .set({
          status: transition.to,
          cancellation_reason: reason,
          cancelled_by: auth.sub,
          cancelled_at: now,
          updated_at: now,
          version: receipt.version + 1,
        })
        .where('id', '=', receipt.id)
        .execute();
      const changes = [
        { field: 'status', before: receipt.status, after: transition.to },
        { field: 'reason', before: null, after: reason },
      ];
      await recordRevision(
        trx,
        { organizationId: auth.org, documentType: 'GOODS_RECEIPT', documentId: id },
        { action: 'cancel', actorId: auth.sub, changes },
      );
      await recordActivityBy(trx, auth, {
        entity: 'GOODS_RECEIPT',
        entityId: id,
        action: 'CANCELLED',
        description: describeActivity('GOODS_RECEIPT_CANCELLED', {
          number: receipt.number,
          order: receipt.order_number,
          reason,
        }),
        changes,
      });
      await this.publish(trx, auth.org, {
        receiptId: id,
        orderId: receipt.sales_order_id,
        change: transition.to,
      });
    });
    return this.get(auth, id);
  }

  /** A receipt changed, and with it its order's fulfillment: both reach open screens. */
  private async publish(
    trx: Kysely<InvoicingDatabase>,
    organizationId: string,
    event: { receiptId: string; orderId: string; change: string },
  ): Promise<void> {
    const db = trx as unknown as Kysely<unknown>;
    await publishEvent(db, {
      type: 'goods-receipt.changed',
      organizationId,
      subjectId: event.receiptId,
      permission: 'sales-orders:read',
      change: event.change,
    });
    await publishEvent(db, {
      type: 'sales-order.changed',
      organizationId,
      subjectId: event.orderId,
      permission: 'sales-orders:read',
      change: 'FULFILLMENT',
    });
  }

  private async respond(
    auth: AccessClaims,
    rows: readonly GoodsReceiptRow[],
  ): Promise<GoodsReceiptResponse[]> {
    return toResponses(this.db, rows, (row) =>
      actionsFrom(GOODS_RECEIPT_LIFECYCLE, row.status as 'RECEIVED' | 'CANCELLED', auth.perms),
    );
  }
}
