import { goodsReceiptErrors } from '../../../contracts/invoicing/goods-receipts.js';
import { salesOrderErrors } from '../../../contracts/invoicing/sales-orders.js';
import type { GoodsReceiptAction, Resolvers } from '../../__generated__/resolvers-types.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can } from '../../guards.js';
import { withoutNulls } from '../../upstream/fields.js';

const ORDER_NOT_FOUND = userErrorOf(salesOrderErrors.notFound, 'salesOrderId');
const NOT_FOUND = userErrorOf(goodsReceiptErrors.notFound, 'goodsReceiptId');
const REFUSED = { goodsReceipt: null } as const;

/** The service's "not found" of a receipt names no field; the cancel input calls it `goodsReceiptId`. */
const withIdField = (errors: { code: string; field?: string | null; message: string }[]) =>
  errors.map((error) =>
    error.code === goodsReceiptErrors.notFound.code ? { ...error, field: 'goodsReceiptId' } : error,
  );

/** Goods receipts: record and cancel, the node, and an order's receipts and what is left of its lines. */
export const goodsReceiptResolvers: Resolvers = {
  Mutation: {
    goodsReceiptCreate: async (_root, { input }, context) => {
      const salesOrderId = idOfType(input.salesOrderId, 'SalesOrder');
      if (!salesOrderId) return { ...REFUSED, userErrors: [ORDER_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.goodsReceipts.create(context.caller, {
          salesOrderId,
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
      // The order's receipts and fulfillment changed: read again when asked.
      context.loaders.receiptsOfOrder.clear(salesOrderId);
      context.loaders.salesOrder.clear(salesOrderId);
      return { goodsReceipt: result.value, userErrors: [] };
    },
    goodsReceiptCancel: async (_root, { input }, context) => {
      const id = idOfType(input.goodsReceiptId, 'GoodsReceipt');
      if (!id) return { ...REFUSED, userErrors: [NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.goodsReceipts.cancel(context.caller, id, input.reason),
      );
      if (!result.ok) return { ...REFUSED, userErrors: withIdField(result.userErrors) };
      context.loaders.goodsReceipt.prime(result.value.id, result.value);
      context.loaders.receiptsOfOrder.clear(result.value.salesOrder.id);
      context.loaders.salesOrder.clear(result.value.salesOrder.id);
      return { goodsReceipt: result.value, userErrors: [] };
    },
  },
  SalesOrder: {
    goodsReceipts: async (order, _args, context) => {
      const { items } = await context.loaders.receiptsOfOrder.load(order.id);
      for (const receipt of items) context.loaders.goodsReceipt.prime(receipt.id, receipt);
      return items;
    },
    lineReceipts: async (order, _args, context) =>
      (await context.loaders.receiptsOfOrder.load(order.id)).lines,
  },
  GoodsReceipt: {
    id: (receipt) => toGlobalId('GoodsReceipt', receipt.id),
    salesOrder: (receipt, _args, context) =>
      can(context, 'sales-orders:read')
        ? context.loaders.salesOrder.load(receipt.salesOrder.id)
        : null,
    salesOrderNumber: (receipt) => receipt.salesOrder.number,
    lines: (receipt) => receipt.lines.map((line) => ({ ...line, currency: receipt.currency })),
    totals: (receipt) => ({ ...receipt.totals, currency: receipt.currency }),
    actions: (receipt) =>
      receipt.actions.map((action) => action.toUpperCase() as GoodsReceiptAction),
    revisions: async (receipt, _args, context) =>
      (await context.api.goodsReceipts.revisions(context.caller, receipt.id)).items,
    createdBy: (receipt, _args, context) => context.loaders.user.load(receipt.createdBy),
  },
};
