import { recurringInvoiceErrors } from '../../../contracts/invoicing/recurring-invoices.js';
import type { RecurringInvoiceResponse } from '../../../contracts/invoicing/recurring-invoices.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can, requirePermission } from '../../guards.js';
import { withoutNulls } from '../../upstream/fields.js';
import { movedDocument } from '../documents/moves.js';

const ORDER_NOT_FOUND = userErrorOf(recurringInvoiceErrors.orderNotFound, 'salesOrderId');

/** How a mutation's input names the recurring invoice it changes. */
const NAMED = {
  type: 'RecurringInvoice',
  field: 'recurringInvoiceId',
  notFound: recurringInvoiceErrors.notFound,
} as const;

/** A change of one recurring invoice through the service, named by the input's global id; primed for the answer. */
const changed = (
  context: Context,
  globalId: string,
  change: (id: string) => Promise<RecurringInvoiceResponse>,
) =>
  movedDocument('recurringInvoice', NAMED, globalId, change, (template) =>
    context.loaders.recurringInvoice.prime(template.id, template),
  );

/** An emptied text clears the field: the service reads an empty text as none. */
const cleared = (value: string | null | undefined) => (value === null ? '' : value);

/** What each period invoices, as the service takes it. */
const linesOf = (lines: readonly { orderLine: number; quantity: string }[]) =>
  lines.map((line) => ({ orderLine: line.orderLine, quantity: line.quantity }));

/** A field of an update as given: left out keeps it, null clears it. */
const given = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V | null>>;

/** Recurring invoices: the list and node, and their writes through the invoicing service. */
export const recurringInvoiceResolvers: Resolvers = {
  Query: {
    recurringInvoices: async (_root, args, context) => {
      requirePermission(context, 'invoices:read');
      const items = await context.api.recurringInvoices.list(
        context.caller,
        withoutNulls({ status: args.status }),
      );
      for (const item of items) context.loaders.recurringInvoice.prime(item.id, item);
      return items;
    },
  },
  Mutation: {
    recurringInvoiceCreate: async (_root, { input }, context) => {
      const salesOrderId = idOfType(input.salesOrderId, 'SalesOrder');
      if (!salesOrderId) return { recurringInvoice: null, userErrors: [ORDER_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.recurringInvoices.create(context.caller, {
          salesOrderId,
          lines: linesOf(input.lines),
          nextDate: input.nextDate,
          ...withoutNulls({
            endDate: input.endDate,
            count: input.count,
            paymentTermDays: input.paymentTermDays,
            bankDetails: input.bankDetails,
            notes: input.notes,
          }),
        }),
      );
      if (!result.ok) return { recurringInvoice: null, userErrors: result.userErrors };
      context.loaders.recurringInvoice.prime(result.value.id, result.value);
      return { recurringInvoice: result.value, userErrors: [] };
    },
    recurringInvoiceUpdate: (_root, { input }, context) =>
      changed(context, input.recurringInvoiceId, (id) =>
        context.api.recurringInvoices.update(context.caller, id, {
          version: input.version,
          ...withoutNulls({
            lines: input.lines ? linesOf(input.lines) : null,
            nextDate: input.nextDate,
            paymentTermDays: input.paymentTermDays,
            bankDetails: cleared(input.bankDetails),
            notes: cleared(input.notes),
          }),
          ...given('endDate', input.endDate),
          ...given('count', input.count),
        }),
      ),
    recurringInvoicePause: (_root, { input }, context) =>
      changed(context, input.recurringInvoiceId, (id) =>
        context.api.recurringInvoices.move(context.caller, id, 'pause'),
      ),
    recurringInvoiceResume: (_root, { input }, context) =>
      changed(context, input.recurringInvoiceId, (id) =>
        context.api.recurringInvoices.move(context.caller, id, 'resume'),
      ),
    recurringInvoiceIssue: (_root, { input }, context) =>
      changed(context, input.recurringInvoiceId, async (id) => {
        const template = await context.api.recurringInvoices.issue(context.caller, id, {
          period: input.period,
        });
        // The new draft is on the invoices' lists now.
        context.loaders.salesInvoice.clearAll();
        return template;
      }),
    recurringInvoiceDelete: async (_root, { input }, context) => {
      const removed = await movedDocument(
        'recurringInvoice',
        NAMED,
        input.recurringInvoiceId,
        async (id) => {
          await context.api.recurringInvoices.remove(context.caller, id);
          return { id };
        },
        ({ id }) => context.loaders.recurringInvoice.clear(id),
      );
      return {
        deletedRecurringInvoiceId: removed.recurringInvoice ? input.recurringInvoiceId : null,
        userErrors: removed.userErrors,
      };
    },
  },
  RecurringInvoice: {
    id: (template) => toGlobalId('RecurringInvoice', template.id),
    customer: (template, _args, context) =>
      can(context, 'customers:read') ? context.loaders.customer.load(template.customer.id) : null,
    customerName: (template) => template.customer.name,
    customerStatus: (template) => template.customer.status,
    billingCycle: (template) => template.customer.billingCycle,
    salesOrder: (template, _args, context) =>
      can(context, 'sales-orders:read')
        ? context.loaders.salesOrder.load(template.salesOrder.id)
        : null,
    salesOrderNumber: (template) => template.salesOrder.number,
    preview: (template) =>
      template.preview && {
        lines: template.preview.lines.map((line) => ({ ...line, currency: template.currency })),
        totals: { ...template.preview.totals, currency: template.currency },
      },
    lastInvoice: (template, _args, context) =>
      template.lastInvoice ? context.loaders.salesInvoice.load(template.lastInvoice.id) : null,
    lastPeriod: (template) => template.lastInvoice?.period ?? null,
  },
};
