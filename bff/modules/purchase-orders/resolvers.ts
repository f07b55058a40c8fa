import { purchaseOrderErrors } from '../../../contracts/invoicing/purchase-orders.js';
import type { PurchaseOrderAction, Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can, requirePermission } from '../../guards.js';
import { withoutNulls, syncArgs } from '../../upstream/fields.js';
import { movedDocument } from '../documents/moves.js';
import { documentBody, orderActs } from '../documents/records.js';
import type { PurchaseOrderMove } from './upstream.js';
import { eventUpdates } from '../../subscriptions.js';

const SUPPLIER_NOT_FOUND = userErrorOf(purchaseOrderErrors.supplierNotFound);
const REFUSED = { purchaseOrder: null } as const;

/** One move of an order (contracts/invoicing/lifecycles.ts): its answer, or the refusal with its field. */
const moved = (
  context: Context,
  purchaseOrderId: string,
  action: PurchaseOrderMove,
  reason?: string,
) =>
  movedDocument(
    'purchaseOrder',
    { type: 'PurchaseOrder', field: 'purchaseOrderId', notFound: purchaseOrderErrors.notFound },
    purchaseOrderId,
    (id) => context.api.purchaseOrders.move(context.caller, id, action, reason),
    (order) => context.loaders.purchaseOrder.prime(order.id, order),
  );

/**
 * The supplier an order is written to: an active counterparty of the
 * caller's organisation, found through the treasury as the caller (another
 * organisation's is not found; without `counterparties:read` the treasury
 * refuses), named as it is now. The organisation's own generated
 * counterparties are not suppliers.
 */
async function supplierOf(context: Context, supplierId: string) {
  const id = idOfType(supplierId, 'Counterparty');
  const counterparty = id ? await context.loaders.counterparty.load(id) : null;
  if (!counterparty || counterparty.status !== 'ACTIVE' || counterparty.generated) return null;
  return { id: counterparty.id, name: counterparty.legalName };
}

/** Purchase orders: the list with its filters, the node, and write, approve, reject, cancel and close. */
export const purchaseOrderResolvers: Resolvers = {
  Query: {
    purchaseOrders: async (_root, args, context) => {
      requirePermission(context, 'purchase-orders:read');
      checkPageSize('first', args.first);
      const { first, after, supplierId: supplierGlobalId, status } = args;
      const supplierId = supplierGlobalId ? idOfType(supplierGlobalId, 'Counterparty') : undefined;
      // Another type's id names no supplier: no orders.
      if (supplierId === null) return EMPTY_PAGE;
      const page = await context.api.purchaseOrders.list(
        context.caller,
        { first, after },
        { ...withoutNulls({ status, supplierId }), ...syncArgs(args) },
      );
      for (const { node } of page.items) context.loaders.purchaseOrder.prime(node.id, node);
      return page;
    },
  },
  Mutation: {
    purchaseOrderCreate: async (_root, { input }, context) => {
      const supplier = await supplierOf(context, input.supplierId);
      if (!supplier) return { ...REFUSED, userErrors: [SUPPLIER_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.purchaseOrders.create(context.caller, {
          supplier,
          orderDate: input.orderDate,
          ...withoutNulls({
            supplierReference: input.supplierReference,
            expectedDate: input.expectedDate,
            currency: input.currency,
          }),
          ...documentBody(input),
        }),
      );
      if (!result.ok) return { ...REFUSED, userErrors: result.userErrors };
      context.loaders.purchaseOrder.prime(result.value.id, result.value);
      return { purchaseOrder: result.value, userErrors: [] };
    },
    purchaseOrderApprove: (_root, { input }, context) =>
      moved(context, input.purchaseOrderId, 'approve'),
    purchaseOrderReject: (_root, { input }, context) =>
      moved(context, input.purchaseOrderId, 'reject', input.reason),
    purchaseOrderCancel: (_root, { input }, context) =>
      moved(context, input.purchaseOrderId, 'cancel', input.reason),
    purchaseOrderClose: (_root, { input }, context) =>
      moved(context, input.purchaseOrderId, 'close'),
  },
  Subscription: {
    purchaseOrderUpdated: eventUpdates('purchase-order.changed', 'purchase-orders:read'),
  },
  PurchaseOrderUpdate: {
    purchaseOrder: (event, _args, context) => context.loaders.purchaseOrder.load(event.subjectId),
  },
  PurchaseOrderConnection: {
    edges: (page) => page.items,
  },
  PurchaseOrder: {
    id: (order) => toGlobalId('PurchaseOrder', order.id),
    supplier: (order, _args, context) =>
      can(context, 'counterparties:read')
        ? context.loaders.counterparty.load(order.supplier.id)
        : null,
    supplierName: (order) => order.supplier.name,
    totals: (order) => ({ ...order.totals, currency: order.currency }),
    lines: (order) => order.lines.map((line) => ({ ...line, currency: order.currency })),
    ...orderActs,
    actions: (order) => order.actions.map((action) => action.toUpperCase() as PurchaseOrderAction),
    revisions: async (order, _args, context) =>
      (await context.api.purchaseOrders.revisions(context.caller, order.id)).items,
    createdBy: (order, _args, context) => context.loaders.user.load(order.createdBy),
    lineMatches: (order) =>
      order.lineMatches.map((line) => ({
        ...line,
        unitPrice: { amount: line.unitPrice, currency: order.currency },
      })),
  },
};
