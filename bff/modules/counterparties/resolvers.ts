import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { requirePermission, requireViewer } from '../../context.js';
import { graphQLError, withUserErrors } from '../../errors.js';
import { toGlobalId } from '../../global-id.js';

const MAX_PAGE_SIZE = 100;

function checkPageSize(name: string, value: number | null | undefined): void {
  if (value !== null && value !== undefined && (value < 0 || value > MAX_PAGE_SIZE)) {
    throw graphQLError('BAD_USER_INPUT', `${name} must be between 0 and ${MAX_PAGE_SIZE}.`, { field: name });
  }
}

export const counterpartyResolvers: Resolvers = {
  Query: {
    banks: async (_root, _args, context) => {
      requireViewer(context);
      return (await context.api.treasury.banks(context.caller)).items;
    },
    counterparties: async (_root, args, context) => {
      requirePermission(context, 'counterparties:read');
      checkPageSize('first', args.first);
      checkPageSize('last', args.last);
      if ((args.first != null || args.after != null) && (args.last != null || args.before != null)) {
        throw graphQLError('BAD_USER_INPUT', 'Page forward (first, after) or backward (last, before), not both.');
      }
      const page = await context.api.treasury.listCounterparties(context.caller, args, { search: args.search, type: args.type });
      for (const { node } of page.items) context.loaders.counterparty.prime(node.id, node);
      return page;
    },
  },
  Mutation: {
    counterpartyCreate: async (_root, { input }, context) => {
      const result = await withUserErrors(() => context.api.treasury.createCounterparty(context.caller, input));
      if (!result.ok) return { counterparty: null, counterpartyEdge: null, userErrors: result.userErrors };
      context.loaders.counterparty.prime(result.value.node.id, result.value.node);
      return { counterparty: result.value.node, counterpartyEdge: result.value, userErrors: [] };
    },
  },
  Subscription: {
    counterpartyCreated: {
      subscribe: (_root, _args, context) => {
        const viewer = requirePermission(context, 'counterparties:read');
        return context.events.subscribe('counterparty.created', viewer.organizationId, viewer.permissions) as never;
      },
      resolve: async (event: { subjectId: string }, _args: unknown, context: Context) => {
        const [record] = await context.api.treasury.counterpartiesByIds(context.caller, [event.subjectId]);
        if (!record) throw graphQLError('NOT_FOUND', 'Counterparty not found.');
        return record;
      },
    },
  },
  CounterpartyConnection: {
    edges: (page) => page.items,
  },
  Counterparty: {
    id: (counterparty) => toGlobalId('Counterparty', counterparty.id),
    createdBy: (counterparty, _args, context) => (counterparty.createdBy ? context.loaders.user.load(counterparty.createdBy) : null),
  },
  CounterpartyBankAccount: {
    bank: (account) => ({ code: account.bankCode, name: account.bankName }),
  },
};
