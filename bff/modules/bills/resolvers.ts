import {
  billErrors,
  BILL_CATEGORIES,
  type BillCreateBody,
  type BillResponse,
} from '../../../contracts/treasury/bills.js';
import { purchaseOrderErrors } from '../../../contracts/invoicing/purchase-orders.js';
import type {
  BillCategory,
  BillCreateInput,
  Resolvers,
} from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { can, mayDecide, requirePermission } from '../../guards.js';
import { namingField, userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { withoutNulls } from '../../upstream/fields.js';
import { userOf } from '../profile/loaders.js';
import { eventUpdates } from '../../subscriptions.js';

const NOT_FOUND = userErrorOf(billErrors.notFound, 'billId');
const COUNTERPARTY_NOT_FOUND = userErrorOf(billErrors.counterpartyNotFound);
const REFUSED = { bill: null, billEdge: null } as const;
const PURCHASE_ORDER_NOT_FOUND = userErrorOf(purchaseOrderErrors.notFound, 'purchaseOrderId');

/** The invoicing service's "not found" of the order names no field; the input calls it `purchaseOrderId`. */
const withPurchaseOrderField = namingField(purchaseOrderErrors.notFound.code, 'purchaseOrderId');

/** The service's "not found" names no field; the mutations' inputs call it `billId`. */
const withIdField = namingField(billErrors.notFound.code, 'billId');

/**
 * A create's or an update's body from the form's input, with the supplier's
 * service id: every other field passes through as the contract types it (its
 * text fields included, whatever contracts BILL_TEXT_FIELDS declares); a
 * currency left out is the service's default.
 */
function bodyOf(
  input: BillCreateInput & { billId?: string },
  counterpartyId: string,
): BillCreateBody {
  const { billId: _billId, currency, ...fields } = input;
  return { ...fields, counterpartyId, ...(currency ? { currency } : {}) };
}

/** One move of a bill (submit, approve, cancel): its answer, or the refusal with its field. */
async function moved(
  context: Context,
  billId: string,
  move: (id: string) => Promise<BillResponse>,
) {
  const id = idOfType(billId, 'Bill');
  if (!id) return { ...REFUSED, userErrors: [NOT_FOUND] };
  const result = await withUserErrors(() => move(id));
  if (!result.ok) return { ...REFUSED, userErrors: result.userErrors.map(withIdField) };
  context.loaders.bill.prime(result.value.id, result.value);
  return { bill: result.value, billEdge: null, userErrors: [] };
}

/** Bills: the list with its filters, the node, and create, change, submit, approve and cancel. */
export const billResolvers: Resolvers = {
  Query: {
    bills: async (_root, args, context) => {
      requirePermission(context, 'bills:read');
      checkPageSize('first', args.first);
      const { first, after, counterpartyId: counterpartyGlobalId, ...filters } = args;
      const counterpartyId = counterpartyGlobalId
        ? idOfType(counterpartyGlobalId, 'Counterparty')
        : undefined;
      // Another type's id names no supplier: no bills.
      if (counterpartyId === null) return EMPTY_PAGE;
      const page = await context.api.bills.list(
        context.caller,
        { first, after },
        withoutNulls({ ...filters, counterpartyId }),
      );
      for (const { node } of page.items) context.loaders.bill.prime(node.id, node);
      return page;
    },
    billCategories: (_root, _args, context) => {
      requirePermission(context, 'bills:read');
      return [...BILL_CATEGORIES] as BillCategory[];
    },
  },
  Mutation: {
    billCreate: async (_root, { input }, context) => {
      const counterpartyId = idOfType(input.counterpartyId, 'Counterparty');
      if (!counterpartyId) return { ...REFUSED, userErrors: [COUNTERPARTY_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.bills.create(context.caller, bodyOf(input, counterpartyId)),
      );
      if (!result.ok) return { ...REFUSED, userErrors: result.userErrors };
      context.loaders.bill.prime(result.value.node.id, result.value.node);
      return { bill: result.value.node, billEdge: result.value, userErrors: [] };
    },
    billCreateFromPurchaseOrder: async (_root, { input }, context) => {
      const purchaseOrderId = idOfType(input.purchaseOrderId, 'PurchaseOrder');
      if (!purchaseOrderId) return { ...REFUSED, userErrors: [PURCHASE_ORDER_NOT_FOUND] };
      const { lines, date, dueDate, category, number, description } = input;
      const result = await withUserErrors(() =>
        context.api.bills.createFromPurchaseOrder(context.caller, {
          date,
          dueDate,
          category,
          ...withoutNulls({ number, description }),
          purchaseOrderId,
          ...(lines && {
            lines: lines.map((line) => ({
              orderLine: line.orderLine,
              quantity: line.quantity,
              ...withoutNulls({ unitPrice: line.unitPrice }),
            })),
          }),
        }),
      );
      if (!result.ok)
        return { ...REFUSED, userErrors: result.userErrors.map(withPurchaseOrderField) };
      context.loaders.bill.prime(result.value.node.id, result.value.node);
      return { bill: result.value.node, billEdge: result.value, userErrors: [] };
    },
    billUpdate: async (_root, { input }, context) => {
      const id = idOfType(input.billId, 'Bill');
      if (!id) return { ...REFUSED, userErrors: [NOT_FOUND] };
      const counterpartyId = idOfType(input.counterpartyId, 'Counterparty');
      if (!counterpartyId) return { ...REFUSED, userErrors: [COUNTERPARTY_NOT_FOUND] };
      return moved(context, input.billId, (billId) =>
        context.api.bills.update(context.caller, billId, bodyOf(input, counterpartyId)),
      );
    },
    billSubmit: (_root, { input }, context) =>
      moved(context, input.billId, (id) => context.api.bills.move(context.caller, id, 'submit')),
    billApprove: (_root, { input }, context) =>
      moved(context, input.billId, (id) => context.api.bills.move(context.caller, id, 'approve')),
    billCancel: (_root, { input }, context) =>
      moved(context, input.billId, (id) =>
        context.api.bills.cancel(context.caller, id, input.reason),
      ),
    billMarkPaid: (_root, { input }, context) => {
      const lineId = idOfType(input.statementTransactionId, 'StatementTransaction');
      if (!lineId) return { ...REFUSED, userErrors: [userErrorOf(billErrors.statementNotFound)] };
      return moved(context, input.billId, (id) =>
        context.api.bills.markPaid(context.caller, id, lineId),
      );
    },
  },
  Subscription: {
    billUpdated: eventUpdates('bill.changed', 'bills:read'),
  },
  BillUpdate: {
    bill: (event, _args, context) => context.loaders.bill.load(event.subjectId),
  },
  BillConnection: {
    edges: (page) => page.items,
  },
  Bill: {
    id: (bill) => toGlobalId('Bill', bill.id),
    category: (bill) => bill.category as BillCategory,
    amount: (bill) => ({ amount: bill.amount, currency: bill.currency }),
    paidAmount: (bill) => ({ amount: bill.paidAmount, currency: bill.currency }),
    counterparty: (bill, _args, context) =>
      bill.counterpartyId && can(context, 'counterparties:read')
        ? context.loaders.counterparty.load(bill.counterpartyId)
        : null,
    payingOrder: (bill, _args, context) =>
      bill.payingOrder && can(context, 'payments:read')
        ? context.loaders.paymentOrder.load(bill.payingOrder.id)
        : null,
    cancellation: (bill) => bill.cancellation,
    approvedBy: (bill, _args, context) => userOf(context, bill.approvedBy),
    createdBy: (bill, _args, context) => userOf(context, bill.createdBy),
    viewerCanApprove: (bill, _args, context) =>
      bill.status === 'SUBMITTED' &&
      mayDecide(context, 'bills:approve', [bill.createdBy], 'unless-self-approval'),
    purchaseOrder: (bill, _args, context) =>
      bill.purchaseOrder && can(context, 'purchase-orders:read')
        ? context.loaders.purchaseOrder.load(bill.purchaseOrder.id)
        : null,
    purchaseOrderNumber: (bill) => bill.purchaseOrder?.number ?? null,
    matchLines: (bill) =>
      bill.matchLines.map((line) => {
        const money = (amount: string) => ({ amount, currency: bill.currency });
        return {
          ...line,
          unitPrice: money(line.unitPrice),
          orderedUnitPrice: money(line.orderedUnitPrice),
          taxBase: money(line.taxBase),
          vat: money(line.vat),
          total: money(line.total),
        };
      }),
    editable: (bill) =>
      bill.purchaseOrder === null &&
      (bill.status === 'CREATED' || bill.status === 'SUBMITTED') &&
      bill.payingOrder === null &&
      bill.paidAmount === '0.00',
  },
};
