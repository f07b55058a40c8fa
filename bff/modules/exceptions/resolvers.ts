import { exceptionErrors, type ExceptionResponse } from '../../../contracts/treasury/exceptions.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import { requirePermission } from '../../guards.js';
import { namingField, userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { fromGlobalId, toGlobalId } from '../../global-id.js';
import { withoutNulls } from '../../upstream/fields.js';
import { userOf } from '../profile/loaders.js';

const NOT_FOUND = userErrorOf(exceptionErrors.notFound, 'exceptionTicketId');
const NOT_A_MEMBER = userErrorOf(exceptionErrors.assigneeNotMember);
const NOT_ACTIVE = userErrorOf(exceptionErrors.assigneeInactive);

/** The service id of a ticket's global id, or null when it is not one (answered exactly as a missing ticket). */
function ticketId(globalId: string): string | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'ExceptionTicket' ? decoded.id : null;
}

/** The service's "not found" names no field; the mutation's input calls it `exceptionTicketId`. */
const withIdField = namingField(exceptionErrors.notFound.code, 'exceptionTicketId');

/** A ticket's move: the ticket as it is now, or why it was refused. */
async function moved(
  work: () => Promise<ExceptionResponse>,
): Promise<{ exceptionTicket: ExceptionResponse | null; userErrors: UserError[] }> {
  const result = await withUserErrors(work);
  return result.ok
    ? { exceptionTicket: result.value, userErrors: [] }
    : { exceptionTicket: null, userErrors: result.userErrors.map(withIdField) };
}

/** Exception tickets: the list with its filters, the settings, and the moves of a ticket. */
export const exceptionResolvers: Resolvers = {
  Query: {
    exceptionTickets: async (_root, args, context) => {
      requirePermission(context, 'exceptions:read');
      checkPageSize('first', args.first);
      const { first, after, assigneeId: assigneeGlobalId, status, ...filters } = args;
      let assigneeId: string | undefined;
      if (assigneeGlobalId) {
        const decoded = fromGlobalId(assigneeGlobalId);
        // Not a user's id: nobody is assigned anything under it.
        if (decoded?.type !== 'User') return EMPTY_PAGE;
        assigneeId = decoded.id;
      }
      const page = await context.api.exceptions.listExceptions(
        context.caller,
        { first, after },
        withoutNulls({ ...filters, status: status?.length ? status : undefined, assigneeId }),
      );
      for (const { node } of page.items) context.loaders.exceptionTicket.prime(node.id, node);
      return page;
    },
    exceptionSettings: async (_root, _args, context) => {
      requirePermission(context, 'exceptions:read');
      return context.api.exceptions.settings(context.caller);
    },
  },
  Mutation: {
    exceptionTicketAssign: async (_root, { input }, context) => {
      const id = ticketId(input.exceptionTicketId);
      if (!id) return { exceptionTicket: null, userErrors: [NOT_FOUND] };
      let assigneeId: string | null = null;
      if (input.assigneeId) {
        // The treasury knows users by id only; the account service answers who is a member of the organisation, and whether still active.
        const decoded = fromGlobalId(input.assigneeId);
        const member =
          decoded?.type === 'User' ? await context.loaders.user.load(decoded.id) : null;
        if (!member) return { exceptionTicket: null, userErrors: [NOT_A_MEMBER] };
        if (!member.active) return { exceptionTicket: null, userErrors: [NOT_ACTIVE] };
        assigneeId = member.id;
      }
      return moved(() => context.api.exceptions.assign(context.caller, id, assigneeId));
    },
    exceptionTicketStart: async (_root, { input }, context) => {
      const id = ticketId(input.exceptionTicketId);
      if (!id) return { exceptionTicket: null, userErrors: [NOT_FOUND] };
      return moved(() => context.api.exceptions.start(context.caller, id));
    },
    exceptionTicketResolve: async (_root, { input }, context) => {
      const id = ticketId(input.exceptionTicketId);
      if (!id) return { exceptionTicket: null, userErrors: [NOT_FOUND] };
      return moved(() => context.api.exceptions.resolve(context.caller, id, input.note));
    },
    exceptionTicketReopen: async (_root, { input }, context) => {
      const id = ticketId(input.exceptionTicketId);
      if (!id) return { exceptionTicket: null, userErrors: [NOT_FOUND] };
      return moved(() => context.api.exceptions.reopen(context.caller, id));
    },
    exceptionsScan: async (_root, _args, context) => {
      const result = await withUserErrors(() => context.api.exceptions.scan(context.caller));
      return result.ok
        ? { ...result.value, userErrors: [] }
        : { opened: null, resolved: null, userErrors: result.userErrors };
    },
    exceptionSettingsUpdate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.exceptions.updateSettings(context.caller, input.unmatchedAfterDays),
      );
      return result.ok
        ? { exceptionSettings: result.value, userErrors: [] }
        : { exceptionSettings: null, userErrors: result.userErrors };
    },
  },
  ExceptionTicketConnection: {
    edges: (page) => page.items,
  },
  ExceptionTicket: {
    id: (ticket) => toGlobalId('ExceptionTicket', ticket.id),
    line: (ticket) => ticket.statementTransaction,
    statementTransaction: (ticket, _args, context) =>
      ticket.statementTransaction && context.viewer?.permissions.includes('statements:read')
        ? context.loaders.statementTransaction.load(ticket.statementTransaction.id)
        : null,
    paymentSettlement: (ticket, _args, context) =>
      ticket.payout && context.viewer?.permissions.includes('payment-providers:read')
        ? context.loaders.paymentSettlement.load(ticket.payout.id)
        : null,
    assignee: (ticket, _args, context) => userOf(context, ticket.assigneeId),
    resolvedBy: (ticket, _args, context) => userOf(context, ticket.resolvedBy),
  },
  ExceptionTicketPayout: {
    date: (payout) => payout.settlementDate,
    expected: (payout) => ({ amount: payout.expectedAmount, currency: payout.currency }),
    received: (payout) => ({ amount: payout.receivedAmount, currency: payout.currency }),
    difference: (payout) => ({ amount: payout.difference, currency: payout.currency }),
  },
  ExceptionTicketCheckout: {
    invoiceId: (checkout) => toGlobalId('SalesInvoice', checkout.invoiceId),
    charged: (checkout) => ({ amount: checkout.chargedAmount, currency: checkout.currency }),
    paid: (checkout) => ({ amount: checkout.paidAmount, currency: checkout.currency }),
  },
  ExceptionTicketLine: {
    date: (line) => line.transactionDate,
    amount: (line) => ({ amount: line.amount, currency: line.currency }),
  },
};
