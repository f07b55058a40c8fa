import { commonErrors } from '../../../contracts/common/errors.js';
import type { CounterpartyUpdateBody } from '../../../contracts/treasury/counterparties.js';
import type { CounterpartyUpdateInput, Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize } from '../../connections.js';
import type { Context } from '../../context.js';
import { loadersForEvent } from '../../context.js';
import { eventUpdates, subscribeTo } from '../../subscriptions.js';
import { requirePermission, requireViewer } from '../../guards.js';
import { graphQLError, withUserErrors } from '../../errors.js';
import { fromGlobalId, toGlobalId } from '../../global-id.js';
import { givenClearing } from '../../upstream/fields.js';
import { userOf } from '../profile/loaders.js';

/** The service id of a Counterparty global id, or null when it is not one. */
function counterpartyIdOf(globalId: string): string | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === 'Counterparty' ? decoded.id : null;
}

/** A counterparty that is not there answers like the service's 404 for a missing one (another organisation's included). */
const notFound = () =>
  graphQLError('NOT_FOUND', 'Counterparty not found.', { serviceCode: commonErrors.notFound.code });

/** Fields the service cannot clear: null from the client means "leave it as it is", so it is not sent. */
const KEPT_WHEN_NULL = new Set([
  'legalName',
  'alias',
  'type',
  'status',
  'addBankAccounts',
  'removeBankAccountIds',
]);
/** Likewise for a bank account's change (its alias clears). */
const BANK_ACCOUNT_KEPT_WHEN_NULL = new Set(['bankCode', 'accountNumber', 'accountName']);

/**
 * A counterparty update as the service takes it. Every field of the input
 * passes through (a new field of the slice needs nothing here), each bank
 * account change likewise.
 */
export function updateRecord({
  counterpartyId: _id,
  updateBankAccounts,
  ...fields
}: CounterpartyUpdateInput): CounterpartyUpdateBody {
  const change = givenClearing(fields, KEPT_WHEN_NULL) as CounterpartyUpdateBody;
  if (updateBankAccounts)
    change.updateBankAccounts = updateBankAccounts.map(
      (account) => givenClearing(account, BANK_ACCOUNT_KEPT_WHEN_NULL) as { id: string },
    );
  return change;
}

export const counterpartyResolvers: Resolvers = {
  Query: {
    banks: async (_root, _args, context) => {
      requireViewer(context);
      return context.loaders.banks.load('all');
    },
    counterparties: async (_root, args, context) => {
      requirePermission(context, 'counterparties:read');
      checkPageSize('first', args.first);
      checkPageSize('last', args.last);
      if (
        (args.first != null || args.after != null) &&
        (args.last != null || args.before != null)
      ) {
        throw graphQLError(
          'BAD_USER_INPUT',
          'Page forward (first, after) or backward (last, before), not both.',
        );
      }
      const page = await context.api.counterparties.listCounterparties(context.caller, args, {
        search: args.search,
        type: args.type,
        status: args.status,
        updatedSince: args.updatedSince,
      });
      for (const { node } of page.items) context.loaders.counterparty.prime(node.id, node);
      return page;
    },
    counterparty: async (_root, { id }, context) => {
      requirePermission(context, 'counterparties:read');
      const counterpartyId = counterpartyIdOf(id);
      return counterpartyId ? context.loaders.counterparty.load(counterpartyId) : null;
    },
  },
  Mutation: {
    counterpartyCreate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.counterparties.createCounterparty(context.caller, input),
      );
      if (!result.ok)
        return { counterparty: null, counterpartyEdge: null, userErrors: result.userErrors };
      context.loaders.counterparty.prime(result.value.node.id, result.value.node);
      return { counterparty: result.value.node, counterpartyEdge: result.value, userErrors: [] };
    },
    counterpartyUpdate: async (_root, { input }, context) => {
      const id = counterpartyIdOf(input.counterpartyId);
      if (!id) throw notFound();
      const result = await withUserErrors(() =>
        context.api.counterparties.updateCounterparty(context.caller, id, updateRecord(input)),
      );
      if (!result.ok) return { counterparty: null, userErrors: result.userErrors };
      context.loaders.counterparty.clear(id).prime(id, result.value);
      return { counterparty: result.value, userErrors: [] };
    },
    counterpartyDelete: async (_root, { input }, context) => {
      const id = counterpartyIdOf(input.counterpartyId);
      if (!id) throw notFound();
      const result = await withUserErrors(() =>
        context.api.counterparties.deleteCounterparty(context.caller, id),
      );
      if (!result.ok) return { deletedCounterpartyId: null, userErrors: result.userErrors };
      context.loaders.counterparty.clear(id);
      return { deletedCounterpartyId: input.counterpartyId, userErrors: [] };
    },
  },
  Subscription: {
    counterpartyCreated: {
      subscribe: subscribeTo('counterparty.created', 'counterparties:read'),
      resolve: async (event: { subjectId: string }, _args: unknown, context: Context) => {
        loadersForEvent(context, event);
        const [record] = await context.api.counterparties.counterpartiesByIds(context.caller, [
          event.subjectId,
        ]);
        if (!record) throw graphQLError('NOT_FOUND', 'Counterparty not found.');
        return record;
      },
    },
    counterpartyUpdated: eventUpdates('counterparty.updated', 'counterparties:read'),
  },
  CounterpartyUpdate: {
    counterparty: (event, _args, context) => context.loaders.counterparty.load(event.subjectId),
  },
  CounterpartyConnection: {
    edges: (page) => page.items,
  },
  Counterparty: {
    id: (counterparty) => toGlobalId('Counterparty', counterparty.id),
    createdBy: (counterparty, _args, context) => userOf(context, counterparty.createdBy),
    entity: async (counterparty, _args, context) => {
      if (!counterparty.entity || !context.viewer?.permissions.includes('bank-accounts:read'))
        return null;
      return (
        (await context.loaders.entities.load('all')).find(
          (entity) => entity.id === counterparty.entity!.id,
        ) ?? null
      );
    },
  },
  CounterpartyBankAccount: {
    bank: (account) => ({ code: account.bankCode, name: account.bankName }),
  },
};
