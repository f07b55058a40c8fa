import {
  salesOrderErrors,
  type SalesOrderResponse,
} from '../../../contracts/invoicing/sales-orders.js';
import type { Resolvers, SalesOrderAction } from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can, requirePermission } from '../../guards.js';
import { withoutNulls, syncArgs } from '../../upstream/fields.js';
import { movedDocument } from '../documents/moves.js';
import { documentBody, orderActs } from '../documents/records.js';
import type { SalesOrderMove } from './upstream.js';
import { eventUpdates } from '../../subscriptions.js';

const CUSTOMER_NOT_ACTIVE = userErrorOf(salesOrderErrors.customerNotActive);
const REFUSED = { salesOrder: null } as const;

/** One change of an order through the service (`change`): its answer, or the refusal with its field. */
const changed = (
  context: Context,
  salesOrderId: string,
  change: (id: string) => Promise<SalesOrderResponse>,
) =>
  movedDocument(
    'salesOrder',
    { type: 'SalesOrder', field: 'salesOrderId', notFound: salesOrderErrors.notFound },
    salesOrderId,
    change,
    (order) => context.loaders.salesOrder.prime(order.id, order),
  );

/** One move of an order (contracts/invoicing/lifecycles.ts). */
const moved = (context: Context, salesOrderId: string, action: SalesOrderMove, reason?: string) =>
  changed(context, salesOrderId, (id) =>
    context.api.salesOrders.move(context.caller, id, action, reason),
  );

/** Sales orders: the list with its filters, the node, and write (or keep as a draft), submit, approve, reject, cancel and close. */
export const salesOrderResolvers: Resolvers = {
  Query: {
    salesOrders: async (_root, args, context) => {
      requirePermission(context, 'sales-orders:read');
      checkPageSize('first', args.first);
      const { first, after, customerId: customerGlobalId, status } = args;
      const customerId = customerGlobalId ? idOfType(customerGlobalId, 'Customer') : undefined;
      // Another type's id names no buyer: no orders.
      if (customerId === null) return EMPTY_PAGE;
      const page = await context.api.salesOrders.list(
        context.caller,
        { first, after },
        { ...withoutNulls({ status, customerId }), ...syncArgs(args) },
      );
      for (const { node } of page.items) context.loaders.salesOrder.prime(node.id, node);
      return page;
    },
  },
  Mutation: {
    salesOrderCreate: async (_root, { input }, context) => {
      const customerId = idOfType(input.customerId, 'Customer');
      if (!customerId) return { ...REFUSED, userErrors: [CUSTOMER_NOT_ACTIVE] };
      const result = await withUserErrors(() =>
        context.api.salesOrders.create(context.caller, {
          customerId,
          orderDate: input.orderDate,
          ...withoutNulls({
            poReference: input.poReference,
            requiredDate: input.requiredDate,
            currency: input.currency,
            draft: input.draft,
          }),
          ...documentBody(input),
        }),
      );
      if (!result.ok) return { ...REFUSED, userErrors: result.userErrors };
      context.loaders.salesOrder.prime(result.value.id, result.value);
      return { salesOrder: result.value, userErrors: [] };
    },
    salesOrderEditDraft: (_root, { input }, context) => {
      // The fields left out (or null) keep their value; the lines, given, are read as at writing.
      const { salesOrderId, version, lines, ...fields } = input;
      return changed(context, salesOrderId, (id) =>
        context.api.salesOrders.editDraft(context.caller, id, {
          version,
          ...withoutNulls(fields),
          ...(lines && { lines: documentBody({ lines }).lines }),
        }),
      );
    },
    salesOrderSubmit: (_root, { input }, context) => moved(context, input.salesOrderId, 'submit'),
    salesOrderApprove: (_root, { input }, context) => moved(context, input.salesOrderId, 'approve'),
    salesOrderReject: (_root, { input }, context) =>
      moved(context, input.salesOrderId, 'reject', input.reason),
    salesOrderCancel: (_root, { input }, context) =>
      moved(context, input.salesOrderId, 'cancel', input.reason),
    salesOrderClose: (_root, { input }, context) => moved(context, input.salesOrderId, 'close'),
  },
  Subscription: {
    salesOrderUpdated: eventUpdates('sales-order.changed', 'sales-orders:read'),
  },
  SalesOrderUpdate: {
    salesOrder: (event, _args, context) => context.loaders.salesOrder.load(event.subjectId),
  },
  SalesOrderConnection: {
    edges: (page) => page.items,
  },
  SalesOrder: {
    id: (order) => toGlobalId('SalesOrder', order.id),
    customer: (order, _args, context) =>
      can(context, 'customers:read') ? context.loaders.customer.load(order.customer.id) : null,
    customerName: (order) => order.customer.name,
    totals: (order) => ({ ...order.totals, currency: order.currency }),
    lines: (order) => order.lines.map((line) => ({ ...line, currency: order.currency })),
    ...orderActs,
    actions: (order) => order.actions.map((action) => action.toUpperCase() as SalesOrderAction),
    revisions: async (order, _args, context) =>
      (await context.api.salesOrders.revisions(context.caller, order.id)).items,
    createdBy: (order, _args, context) => context.loaders.user.load(order.createdBy),
  },
};
