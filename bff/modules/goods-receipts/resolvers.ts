import { goodsReceiptErrors } from '../../../contracts/invoicing/goods-receipts.js';
import { purchaseOrderErrors } from '../../../contracts/invoicing/purchase-orders.js';
import { salesOrderErrors } from '../../../contracts/invoicing/sales-orders.js';
import type { GoodsReceiptAction, Resolvers } from '../../__generated__/resolvers-types.js';
import type DataLoader from 'dataloader';
import type {
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../../contracts/invoicing/goods-receipts.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can } from '../../guards.js';
import { withoutNulls } from '../../upstream/fields.js';
import { movedDocument } from '../documents/moves.js';
import { eventAfresh, subscribeTo } from '../../subscriptions.js';
import type { DomainEvent } from '../../events.js';

const ORDER_NOT_FOUND = userErrorOf(salesOrderErrors.notFound, 'salesOrderId');
const PURCHASE_ORDER_NOT_FOUND = userErrorOf(purchaseOrderErrors.notFound, 'purchaseOrderId');
const REFUSED = { goodsReceipt: null } as const;

/** The order a receipt was received against, by the input's global ids: its kind and uuid, or the refusal. */
function orderOf(input: { salesOrderId?: string | null; purchaseOrderId?: string | null }) {
  if (input.purchaseOrderId && !input.salesOrderId) {
    const id = idOfType(input.purchaseOrderId, 'PurchaseOrder');
    return id ? { purchaseOrderId: id } : PURCHASE_ORDER_NOT_FOUND;
  }
  // Neither or both: the service names the refusal (U-INV-GR-6).
  if (!input.salesOrderId || input.purchaseOrderId)
    return withoutNulls({
      salesOrderId: input.salesOrderId,
      purchaseOrderId: input.purchaseOrderId,
    });
  const id = idOfType(input.salesOrderId, 'SalesOrder');
  return id ? { salesOrderId: id } : ORDER_NOT_FOUND;
}

/** The receipt's order changed its receipts and fulfillment: read both again when asked. */
function forgetOrderOf(context: Context, receipt: GoodsReceiptResponse) {
  if (receipt.salesOrder) {
    context.loaders.receiptsOfOrder.clear(receipt.salesOrder.id);
    context.loaders.salesOrder.clear(receipt.salesOrder.id);
  }
  if (receipt.purchaseOrder) {
    context.loaders.receiptsOfPurchaseOrder.clear(receipt.purchaseOrder.id);
    context.loaders.purchaseOrder.clear(receipt.purchaseOrder.id);
  }
}

/** An order's `goodsReceipts` and `lineReceipts`, from the loader of its kind's receipts (one upstream call for both). */
function receiptsOf(loaderOf: (context: Context) => DataLoader<string, GoodsReceiptListResponse>) {
  return {
    goodsReceipts: async (order: { id: string }, _args: unknown, context: Context) => {
      const { items } = await loaderOf(context).load(order.id);
      for (const receipt of items) context.loaders.goodsReceipt.prime(receipt.id, receipt);
      return items;
    },
    lineReceipts: async (order: { id: string }, _args: unknown, context: Context) =>
      (await loaderOf(context).load(order.id)).lines,
  };
}

/** Goods receipts: record and cancel, the node, and an order's receipts and what is left of its lines. */
export const goodsReceiptResolvers: Resolvers = {
  Mutation: {
    goodsReceiptCreate: async (_root, { input }, context) => {
      const order = orderOf(input);
      if ('code' in order) return { ...REFUSED, userErrors: [order] };
      const result = await withUserErrors(() =>
        context.api.goodsReceipts.create(context.caller, {
          ...order,
          receivedDate: input.receivedDate,
          ...withoutNulls({ notes: input.notes }),
          lines: input.lines.map((line) => ({
            orderLine: line.orderLine,
            quantity: line.quantity,
          })),
        }),
      );
      if (!result.ok) return { ...REFUSED, userErrors: result.userErrors };
      context.loaders.goodsReceipt.prime(result.value.id, result.value);
      forgetOrderOf(context, result.value);
      return { goodsReceipt: result.value, userErrors: [] };
    },
    goodsReceiptCancel: (_root, { input }, context) =>
      movedDocument(
        'goodsReceipt',
        { type: 'GoodsReceipt', field: 'goodsReceiptId', notFound: goodsReceiptErrors.notFound },
        input.goodsReceiptId,
        (id) => context.api.goodsReceipts.cancel(context.caller, id, input.reason),
        (receipt) => {
          context.loaders.goodsReceipt.prime(receipt.id, receipt);
          forgetOrderOf(context, receipt);
        },
      ),
  },
  SalesOrder: receiptsOf((context) => context.loaders.receiptsOfOrder),
  PurchaseOrder: receiptsOf((context) => context.loaders.receiptsOfPurchaseOrder),
  Subscription: {
    goodsReceiptUpdated: {
      // A receipt's event carries its order's read permission: the viewer hears the kinds of order it reads.
      subscribe: (root, args, context) =>
        subscribeTo(
          'goods-receipt.changed',
          can(context, 'sales-orders:read') ? 'sales-orders:read' : 'purchase-orders:read',
        )(root, args, context),
      resolve: eventAfresh<DomainEvent>,
    },
  },
  GoodsReceiptUpdate: {
    goodsReceipt: (event, _args, context) => context.loaders.goodsReceipt.load(event.subjectId),
  },
  GoodsReceipt: {
    id: (receipt) => toGlobalId('GoodsReceipt', receipt.id),
    salesOrder: (receipt, _args, context) =>
      receipt.salesOrder && can(context, 'sales-orders:read')
        ? context.loaders.salesOrder.load(receipt.salesOrder.id)
        : null,
    salesOrderNumber: (receipt) => receipt.salesOrder?.number ?? null,
    purchaseOrder: (receipt, _args, context) =>
      receipt.purchaseOrder && can(context, 'purchase-orders:read')
        ? context.loaders.purchaseOrder.load(receipt.purchaseOrder.id)
        : null,
    orderNumber: (receipt) => (receipt.salesOrder ?? receipt.purchaseOrder)!.number,
    partyName: (receipt) => (receipt.customer ?? receipt.supplier)!.name,
    lines: (receipt) => receipt.lines.map((line) => ({ ...line, currency: receipt.currency })),
    totals: (receipt) => ({ ...receipt.totals, currency: receipt.currency }),
    actions: (receipt) =>
      receipt.actions.map((action) => action.toUpperCase() as GoodsReceiptAction),
    revisions: async (receipt, _args, context) =>
      (await context.api.goodsReceipts.revisions(context.caller, receipt.id)).items,
    createdBy: (receipt, _args, context) => context.loaders.user.load(receipt.createdBy),
  },
};
