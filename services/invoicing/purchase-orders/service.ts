import type { Kysely } from 'kysely';
import {
  DEFAULT_NUMBER_PREFIXES,
  documentErrors,
  type DocumentReasonBody,
} from '../../../contracts/invoicing/documents.js';
import type {
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf } from '../../kit/errors.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoicingDatabase } from '../db-types.js';
import { actionsFrom, transitionFrom } from '../documents/lifecycle.js';
import { checkedMove } from '../documents/moves.js';
import { readLines, totalsColumns } from '../documents/lines.js';
import { issueNumber } from '../documents/numbering.js';
import { DocumentReader } from '../documents/reading.js';
import { recordCreation, recordMove } from '../documents/revisions.js';
import { purchaseOrderErrors as errors } from './errors.js';
import { PURCHASE_ORDER_LIFECYCLE, type PurchaseOrderAction } from './lifecycle.js';
import { filteredOrders, orders, toResponses, type PurchaseOrderRow } from './repository.js';

const kernelErrors = errorsOf(documentErrors);

/**
 * Purchase orders: written to a supplier with their lines, numbered in the
 * transaction that writes them (`PO/2026/11/0001`), received against with
 * goods receipts (../goods-receipts/), and closed or cancelled the way every
 * document moves (./lifecycle.ts): lock, check, move, revision, activity,
 * event. The supplier is a treasury counterparty the BFF has found in the
 * caller's organisation; the order keeps its name as it was.
 */
export class PurchaseOrderService extends DocumentReader<
  PurchaseOrderRow,
  PurchaseOrderResponse,
  PurchaseOrderListQuery
> {
  constructor(db: Kysely<InvoicingDatabase>) {
    super(db, {
      documentType: 'PURCHASE_ORDER',
      permission: 'purchase-orders:read',
      alias: 'o',
      rows: orders,
      filtered: filteredOrders,
      respond: (auth, rows: readonly PurchaseOrderRow[]) =>
        toResponses(db, rows, (row) =>
          actionsFrom(PURCHASE_ORDER_LIFECYCLE, row.status, auth.perms),
        ),
      notFound: errors.notFound,
    });
  }

  /** Writes an open order to a supplier, numbered `PO/2026/11/0001` in the transaction that writes it. */
  async create(auth: AccessClaims, body: PurchaseOrderCreateBody): Promise<PurchaseOrderResponse> {
    requirePermission(auth, 'purchase-orders:manage');
    const read = readLines(body);
    if (body.expectedDate && body.expectedDate < body.orderDate) throw errors.expectedBeforeOrder();
    const supplier = { id: body.supplier.id, name: body.supplier.name.trim() };
    if (!supplier.name) throw errors.supplierNotFound();
    const id = await this.db.transaction().execute(async (trx) => {
      const number = await issueNumber(trx, {
        organizationId: auth.org,
        documentType: 'PURCHASE_ORDER',
        date: body.orderDate,
        prefix: DEFAULT_NUMBER_PREFIXES.PURCHASE_ORDER,
      });
      const { id, currency } = await trx
        .insertInto('purchase_orders')
        .values({
          organization_id: auth.org,
          number,
          supplier_id: supplier.id,
          supplier_name: supplier.name,
          supplier_reference: body.supplierReference?.trim() || null,
          order_date: body.orderDate,
          expected_date: body.expectedDate ?? null,
          status: 'OPEN',
          notes: body.notes?.trim() || null,
          document_discount: read.documentDiscount,
          ...totalsColumns(read.totals),
          created_by: auth.sub,
        })
        .returning(['id', 'currency'])
        .executeTakeFirstOrThrow();
      await recordCreation(
        trx,
        auth,
        { documentType: 'PURCHASE_ORDER', documentId: id, read },
        {
          entity: 'PURCHASE_ORDER',
          description: describeActivity('PURCHASE_ORDER_CREATED', {
            number,
            name: supplier.name,
            amount: { amount: read.totals.grandTotal, currency },
          }),
        },
      );
      await this.publish(trx, auth.org, id, 'CREATED');
      return id;
    });
    return this.get(auth, id);
  }

  /**
   * Closes an open order, or cancels it with a reason: a missing permission
   * is refused first, then a status the move may not start from (a closed or
   * cancelled order changes no more).
   */
  async move(
    auth: AccessClaims,
    id: string,
    action: PurchaseOrderAction,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<PurchaseOrderResponse> {
    const reason = checkedMove(PURCHASE_ORDER_LIFECYCLE, action, auth, body);
    await this.db.transaction().execute(async (trx) => {
      const order = await this.lock(trx, auth.org, id);
      if (!order) throw errors.notFound();
      const transition = transitionFrom(PURCHASE_ORDER_LIFECYCLE, action, order.status, auth.perms);
      if (typeof transition === 'string') throw kernelErrors.statusNotValid();
      const now = new Date();
      await trx
        .updateTable('purchase_orders')
        .set({
          status: transition.to,
          updated_at: now,
          version: order.version + 1,
          ...(action === 'cancel'
            ? { cancellation_reason: reason, cancelled_by: auth.sub, cancelled_at: now }
            : { closed_by: auth.sub, closed_at: now }),
        })
        .where('id', '=', order.id)
        .execute();
      const changes = await recordMove(
        trx,
        { organizationId: auth.org, documentType: 'PURCHASE_ORDER', documentId: id },
        { action, actorId: auth.sub, before: order.status, after: transition.to, reason },
      );
      const values = { number: order.number, name: order.supplier_name };
      await recordActivityBy(trx, auth, {
        entity: 'PURCHASE_ORDER',
        entityId: id,
        action: action === 'cancel' ? 'CANCELLED' : 'UPDATED',
        description:
          transition.message === 'PURCHASE_ORDER_CANCELLED'
            ? describeActivity(transition.message, { ...values, reason })
            : describeActivity(transition.message, values),
        changes,
      });
      await this.publish(trx, auth.org, id, transition.to);
    });
    return this.get(auth, id);
  }

  private async publish(
    trx: Kysely<InvoicingDatabase>,
    organizationId: string,
    id: string,
    change: string,
  ): Promise<void> {
    await publishEvent(trx as unknown as Kysely<unknown>, {
      type: 'purchase-order.changed',
      organizationId,
      subjectId: id,
      permission: 'purchase-orders:read',
      change,
    });
  }
}
