import {
  salesInvoiceErrors,
  type SalesInvoiceResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import { salesOrderErrors } from '../../../contracts/invoicing/sales-orders.js';
import type { Resolvers, SalesInvoiceAction } from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { eventAfresh, eventUpdates, subscribeTo } from '../../subscriptions.js';
import type { DomainEvent } from '../../events.js';
import { userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can, requirePermission } from '../../guards.js';
import { movedDocument } from '../documents/moves.js';
import { invoiceFigures, moneyIn as money } from '../documents/records.js';
import { withoutNulls, syncArgs } from '../../upstream/fields.js';
import type { SalesInvoiceMove } from './upstream.js';
import type { FacilityTrxCode } from '../../../formats/coretax-facilities.js';

const ORDER_NOT_FOUND = userErrorOf(salesOrderErrors.notFound, 'salesOrderId');
const NOT_AN_APPROVER = userErrorOf(salesInvoiceErrors.approverNotEligible);
const REFUSED = { salesInvoice: null } as const;

/** One change of an invoice (a move, its tax number): its answer, or the refusal with its field. */
const changed = (
  context: Context,
  salesInvoiceId: string,
  change: (id: string) => Promise<SalesInvoiceResponse>,
) =>
  movedDocument(
    'salesInvoice',
    { type: 'SalesInvoice', field: 'salesInvoiceId', notFound: salesInvoiceErrors.notFound },
    salesInvoiceId,
    change,
    (invoice) => {
      context.loaders.salesInvoice.prime(invoice.id, invoice);
      context.loaders.invoicesOfOrder.clear(invoice.salesOrder.id);
    },
  );

/** A move of the invoice `id` through the service. */
const moved = (context: Context, id: string, action: SalesInvoiceMove, reason?: string) =>
  context.api.salesInvoices.move(context.caller, id, action, reason);

/**
 * A batch move through the service: the global ids read as invoices' (one of
 * another type is not found on its place, as the service answers another
 * organisation's), the invoices primed, or the refusal on
 * `salesInvoiceIds.<index>`. Only submitting and approving go in batches.
 */
async function batchMoved(
  context: Context,
  action: 'submit' | 'approve',
  input: { salesInvoiceIds: readonly string[] },
) {
  const ids = input.salesInvoiceIds.map((id) => idOfType(id, 'SalesInvoice'));
  const refused = (userErrors: UserError[]) => ({ salesInvoices: null, userErrors });
  const unknown = ids.indexOf(null);
  if (unknown >= 0)
    return refused([userErrorOf(salesInvoiceErrors.notFound, `salesInvoiceIds.${unknown}`)]);
  const result = await withUserErrors(() =>
    context.api.salesInvoices.batchMove(context.caller, { action, ids: ids as string[] }),
  );
  if (!result.ok)
    return refused(
      result.userErrors.map((error) => ({
        ...error,
        field: error.field?.replace(/^ids\b/, 'salesInvoiceIds') ?? null,
      })),
    );
  for (const invoice of result.value.items) {
    context.loaders.salesInvoice.prime(invoice.id, invoice);
    context.loaders.invoicesOfOrder.clear(invoice.salesOrder.id);
  }
  return { salesInvoices: result.value.items, userErrors: [] };
}

/** Receipt ids as the service takes them; an id of another type names none (the service refuses it on its place). */
const receiptIdsOf = (ids: readonly string[]) =>
  ids.map((id) => idOfType(id, 'GoodsReceipt') ?? '00000000-0000-4000-8000-000000000000');

/** What an invoice's create or a draft's edit says of its lines, discount and milestones, as the service takes it. */
const linesOf = (input: {
  goodsReceiptIds?: readonly string[] | null;
  lines?: readonly { orderLine: number; quantity: string }[] | null;
  documentDiscount?: string | null;
  milestones?: readonly { name: string; percent: string; dueDate?: string | null }[] | null;
}) => ({
  goodsReceiptIds: input.goodsReceiptIds ? receiptIdsOf(input.goodsReceiptIds) : null,
  lines: input.lines?.map((line) => ({ orderLine: line.orderLine, quantity: line.quantity })),
  documentDiscount: input.documentDiscount,
  milestones: input.milestones?.map((milestone) => ({
    name: milestone.name,
    percent: milestone.percent,
    ...withoutNulls({ dueDate: milestone.dueDate }),
  })),
});

/** Sales invoices: the list, the node, an order's invoices, and write, submit, approve and cancel. */
export const salesInvoiceResolvers: Resolvers = {
  Query: {
    salesInvoices: async (_root, args, context) => {
      requirePermission(context, 'invoices:read');
      checkPageSize('first', args.first);
      const { first, after, status } = args;
      const customerId = args.customerId ? idOfType(args.customerId, 'Customer') : undefined;
      const salesOrderId = args.salesOrderId
        ? idOfType(args.salesOrderId, 'SalesOrder')
        : undefined;
      // Another type's id names no buyer or order: no invoices.
      if (customerId === null || salesOrderId === null) return EMPTY_PAGE;
      const page = await context.api.salesInvoices.list(
        context.caller,
        { first, after },
        {
          ...withoutNulls({ status, customerId, salesOrderId, awaitingSlip: args.awaitingSlip }),
          ...syncArgs(args),
        },
      );
      for (const { node } of page.items) context.loaders.salesInvoice.prime(node.id, node);
      return page;
    },
    coretaxMonth: (_root, { month }, context) => {
      requirePermission(context, 'invoices:read');
      return context.api.salesInvoices.coretaxMonth(context.caller, month ?? null);
    },
    invoiceApprovers: async (_root, _args, context) => {
      const viewer = requirePermission(context, 'invoices:manage');
      const approvers = await context.api.profile.usersHolding(context.caller, 'invoices:approve');
      for (const user of approvers) context.loaders.user.prime(user.id, user);
      return approvers.filter((user) => user.id !== viewer.userId);
    },
  },
  Mutation: {
    salesInvoiceCreate: async (_root, { input }, context) => {
      const salesOrderId = idOfType(input.salesOrderId, 'SalesOrder');
      if (!salesOrderId) return { ...REFUSED, userErrors: [ORDER_NOT_FOUND] };
      const approverId = idOfType(input.approverId, 'User');
      if (approverId === null) return { ...REFUSED, userErrors: [NOT_AN_APPROVER] };
      const result = await withUserErrors(() =>
        context.api.salesInvoices.create(context.caller, {
          salesOrderId,
          invoiceDate: input.invoiceDate,
          ...withoutNulls({
            ...linesOf(input),
            paymentTermDays: input.paymentTermDays,
            poReference: input.poReference,
            bankDetails: input.bankDetails,
            notes: input.notes,
            approverId,
          }),
        }),
      );
      if (!result.ok) return { ...REFUSED, userErrors: result.userErrors };
      context.loaders.salesInvoice.prime(result.value.id, result.value);
      context.loaders.invoicesOfOrder.clear(salesOrderId);
      return { salesInvoice: result.value, userErrors: [] };
    },
    salesInvoicesBatchSubmit: (_root, { input }, context) => batchMoved(context, 'submit', input),
    salesInvoicesBatchApprove: (_root, { input }, context) => batchMoved(context, 'approve', input),
    salesInvoiceSubmit: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) => moved(context, id, 'submit')),
    salesInvoiceApprove: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) => moved(context, id, 'approve')),
    salesInvoiceReturn: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) => moved(context, id, 'return', input.reason)),
    salesInvoiceCancel: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) => moved(context, id, 'cancel', input.reason)),
    salesInvoiceMarkShipped: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) =>
        context.api.salesInvoices.delivery(context.caller, id, 'ship', {
          shippedOn: input.shippedOn,
          address: input.address,
        }),
      ),
    salesInvoiceMarkReceived: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) =>
        context.api.salesInvoices.delivery(context.caller, id, 'receive', {
          receivedOn: input.receivedOn,
        }),
      ),
    salesInvoiceEditDraft: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) =>
        context.api.salesInvoices.editDraft(context.caller, id, {
          version: input.version,
          ...withoutNulls({
            invoiceDate: input.invoiceDate,
            paymentTermDays: input.paymentTermDays,
            poReference: input.poReference,
            bankDetails: input.bankDetails,
            notes: input.notes,
            ...linesOf(input),
          }),
        }),
      ),
    salesInvoiceChangeApprover: (_root, { input }, context) => {
      const approverId = idOfType(input.approverId, 'User');
      if (!approverId) return { ...REFUSED, userErrors: [NOT_AN_APPROVER] };
      return changed(context, input.salesInvoiceId, (id) =>
        context.api.salesInvoices.changeApprover(context.caller, id, approverId),
      );
    },
    salesInvoiceChooseFaktur: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) =>
        context.api.salesInvoices.chooseFaktur(context.caller, id, {
          version: input.version,
          facility: input.facility
            ? {
                // The service refuses a code it does not know on `facility.trxCode`.
                trxCode: input.facility.trxCode as FacilityTrxCode,
                addInfo: input.facility.addInfo,
                ...withoutNulls({
                  customDoc: input.facility.customDoc,
                  customDocMonth: input.facility.customDocMonth,
                }),
              }
            : null,
        }),
      ),
    salesInvoiceRecordTaxNumber: (_root, { input }, context) =>
      changed(context, input.salesInvoiceId, (id) =>
        context.api.salesInvoices.recordTaxNumber(context.caller, id, input.taxInvoiceNumber),
      ),
  },
  Subscription: {
    salesInvoiceUpdated: {
      subscribe: subscribeTo('sales-invoice.changed', 'invoices:read'),
      // Each event reads the invoice afresh, once for all its subscribers of one organisation and permissions.
      resolve: eventAfresh<DomainEvent>,
    },
    salesInvoicePaymentUpdated: eventUpdates('sales-invoice.paid', 'invoices:read'),
  },
  SalesInvoiceUpdate: {
    salesInvoice: (event, _args, context) => context.loaders.salesInvoice.load(event.subjectId),
  },
  SalesInvoicePaymentUpdate: {
    salesInvoice: (event, _args, context) => context.loaders.salesInvoice.load(event.subjectId),
  },
  SalesOrder: {
    invoices: async (order, _args, context) => {
      if (!can(context, 'invoices:read')) return [];
      const invoices = await context.loaders.invoicesOfOrder.load(order.id);
      for (const invoice of invoices) context.loaders.salesInvoice.prime(invoice.id, invoice);
      return invoices;
    },
  },
  SalesInvoiceConnection: {
    edges: (page) => page.items,
  },
  SalesInvoice: {
    id: (invoice) => toGlobalId('SalesInvoice', invoice.id),
    customer: (invoice, _args, context) =>
      can(context, 'customers:read') ? context.loaders.customer.load(invoice.customer.id) : null,
    customerName: (invoice) => invoice.customer.name,
    customerId: (invoice) => toGlobalId('Customer', invoice.customer.id),
    salesOrder: (invoice, _args, context) =>
      can(context, 'sales-orders:read')
        ? context.loaders.salesOrder.load(invoice.salesOrder.id)
        : null,
    salesOrderNumber: (invoice) => invoice.salesOrder.number,
    goodsReceipts: async (invoice, _args, context) => {
      if (!can(context, 'sales-orders:read')) return [];
      const receipts = await context.loaders.goodsReceipt.loadMany(
        invoice.goodsReceipts.map((receipt) => receipt.id),
      );
      return receipts.filter(
        (receipt): receipt is Exclude<typeof receipt, null | Error> =>
          receipt !== null && !(receipt instanceof Error),
      );
    },
    ...invoiceFigures,
    nextMilestone: (invoice) =>
      invoice.nextMilestone ? { ...invoice.nextMilestone, currency: invoice.currency } : null,
    approver: (invoice, _args, context) =>
      invoice.approver ? context.loaders.user.load(invoice.approver.id) : null,
    submittedBy: (invoice, _args, context) =>
      invoice.submission ? context.loaders.user.load(invoice.submission.by) : null,
    submittedAt: (invoice) => invoice.submission?.at ?? null,
    approvedBy: (invoice, _args, context) =>
      invoice.approval ? context.loaders.user.load(invoice.approval.by) : null,
    approvedAt: (invoice) => invoice.approval?.at ?? null,
    returned: (invoice) => invoice.return,
    actions: (invoice) =>
      invoice.actions.map((action) => action.toUpperCase() as SalesInvoiceAction),
    revisions: async (invoice, _args, context) =>
      (await context.api.salesInvoices.revisions(context.caller, invoice.id)).items,
    createdBy: (invoice, _args, context) => context.loaders.user.load(invoice.createdBy),
  },
  InvoiceMilestone: {
    amount: (milestone) => money(milestone, milestone.amount),
    paidAmount: (milestone) => money(milestone, milestone.paidAmount),
    remainingAmount: (milestone) => money(milestone, milestone.remainingAmount),
  },
  CoretaxInvoiceLeftOut: {
    id: (invoice) => toGlobalId('SalesInvoice', invoice.id),
  },
};
