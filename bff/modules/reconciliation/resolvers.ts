import Decimal from 'decimal.js';
import type { Permission } from '../../../contracts/account/permissions.js';
import { bankAccountErrors } from '../../../contracts/treasury/bank-accounts.js';
import {
  MAX_CANDIDATE_PAGE,
  MAX_PROPOSAL_CANDIDATES,
  MAX_PROPOSAL_PAGE,
  reconciliationErrors,
  type ProposalReason,
  type ReconcilableRef,
  type ReconciliationResponse,
  type ReconciliationSettingsResponse,
} from '../../../contracts/treasury/reconciliations.js';
import type { Currency, Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { eventAfresh, subscribeTo } from '../../subscriptions.js';
import { can, requirePermission } from '../../guards.js';
import { graphQLError, userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { fromGlobalId, idOfType, toGlobalId } from '../../global-id.js';
import { withoutNulls } from '../../upstream/fields.js';
import type { ReconciliationUpdateRecord } from './upstream.js';
import { userOf } from '../profile/loaders.js';

/** At most this many proposals are acted on by one bulk mutation. */
const MAX_BULK = 100;

const money = (amount: string, currency: string) => ({ amount, currency: currency as Currency });

/** The service ids of global ids of one type; null when any of them is not one (answered as the service's "not found"). */
function idsOfType(globalIds: readonly string[], type: 'StatementTransaction'): string[] | null {
  const ids = globalIds.map((globalId) => idOfType(globalId, type));
  return ids.every((id): id is string => typeof id === 'string') ? ids : null;
}

/** The records a viewer may read, in order, leaving out those it may not (or that are gone). */
async function readable<T>(
  context: Context,
  permission: Permission,
  ids: readonly string[],
  load: (id: string) => Promise<T | null>,
): Promise<T[]> {
  if (!can(context, permission) || ids.length === 0) return [];
  const records = await Promise.all(ids.map(load));
  return records.filter(
    (record): record is Awaited<T> & {} => record !== null && record !== undefined,
  );
}

/** A reconcilable item as the union shows it: an expected transaction, a payment or transfer, a provider's settlement, a bill, a sales invoice or an invoice payment, for a viewer who may read it. */
async function itemOf(context: Context, ref: ReconcilableRef) {
  if (ref.kind === 'SALES_INVOICE') {
    if (!can(context, 'invoices:read')) return null;
    const invoice = await context.loaders.salesInvoice.load(ref.id);
    return invoice ? { ...invoice, __typename: 'SalesInvoice' as const } : null;
  }
  if (ref.kind === 'INVOICE_PAYMENT') {
    if (!can(context, 'invoice-payments:read')) return null;
    const payment = await context.loaders.invoicePayment.load(ref.id);
    return payment ? { ...payment, __typename: 'InvoicePayment' as const } : null;
  }
  if (ref.kind === 'PAYMENT_SETTLEMENT') {
    if (!can(context, 'payment-providers:read')) return null;
    const settlement = await context.loaders.paymentSettlement.load(ref.id);
    return settlement ? { ...settlement, __typename: 'PaymentSettlement' as const } : null;
  }
  if (ref.kind === 'BILL') {
    if (!can(context, 'bills:read')) return null;
    const bill = await context.loaders.bill.load(ref.id);
    return bill ? { ...bill, __typename: 'Bill' as const } : null;
  }
  if (ref.kind === 'PAYMENT_ORDER') {
    if (!can(context, 'payments:read') && !can(context, 'transfers:read')) return null;
    // The loader leaves out the kinds the viewer may not read.
    const order = await context.loaders.paymentOrder.load(ref.id);
    return order
      ? {
          ...order,
          __typename: order.kind === 'TRANSFER' ? ('Transfer' as const) : ('Payment' as const),
        }
      : null;
  }
  if (!can(context, 'expected-transactions:read')) return null;
  const record = await context.loaders.expectedTransaction.load(ref.id);
  return record ? { ...record, __typename: 'ExpectedTransaction' as const } : null;
}

/** The items of a match by their global ids: expected transactions, payments, transfers, settlements, bills, sales invoices and invoice payments; null when any is none of these. */
function itemRefsOf(globalIds: readonly string[]): ReconcilableRef[] | null {
  const refs = globalIds.map((globalId): ReconcilableRef | null => {
    const decoded = fromGlobalId(globalId);
    if (decoded?.type === 'ExpectedTransaction')
      return { kind: 'EXPECTED_TRANSACTION', id: decoded.id };
    if (decoded?.type === 'Payment' || decoded?.type === 'Transfer')
      return { kind: 'PAYMENT_ORDER', id: decoded.id };
    if (decoded?.type === 'PaymentSettlement')
      return { kind: 'PAYMENT_SETTLEMENT', id: decoded.id };
    if (decoded?.type === 'Bill') return { kind: 'BILL', id: decoded.id };
    if (decoded?.type === 'SalesInvoice') return { kind: 'SALES_INVOICE', id: decoded.id };
    if (decoded?.type === 'InvoicePayment') return { kind: 'INVOICE_PAYMENT', id: decoded.id };
    return null;
  });
  return refs.every((ref): ref is ReconcilableRef => ref !== null) ? refs : null;
}

/**
 * Acts on proposals one by one, in the input's order: each succeeds or is
 * refused on its own, with the field naming its place in the input.
 */
async function eachProposal<T>(
  globalIds: readonly string[],
  act: (id: string) => Promise<T>,
): Promise<{ done: T[]; userErrors: UserError[] }> {
  if (globalIds.length === 0 || globalIds.length > MAX_BULK) {
    throw graphQLError('BAD_USER_INPUT', `Give between 1 and ${MAX_BULK} proposal ids.`, {
      field: 'proposalIds',
    });
  }
  const done: T[] = [];
  const userErrors: UserError[] = [];
  const seen = new Set<string>();
  for (const [index, globalId] of globalIds.entries()) {
    const field = `proposalIds.${index}`;
    const id = idOfType(globalId, 'ReconciliationProposal');
    if (!id) {
      userErrors.push(userErrorOf(reconciliationErrors.recommendationNotFound, field));
      continue;
    }
    if (seen.has(id)) {
      userErrors.push(userErrorOf(reconciliationErrors.duplicates, field));
      continue;
    }
    seen.add(id);
    const result = await withUserErrors(() => act(id));
    if (result.ok) done.push(result.value);
    else userErrors.push(...result.userErrors.map((error) => ({ ...error, field })));
  }
  return { done, userErrors };
}

/** A proposal's (or a candidate's) reasons as the schema shows them: their values as name and text. */
const reasonsOf = (reasons: readonly ProposalReason[]) =>
  reasons.map((reason) => ({
    ...reason,
    values: Object.entries(reason.values).map(([name, value]) => ({ name, value: String(value) })),
  }));

const settingsOfRequest = new WeakMap<Context, Promise<ReconciliationSettingsResponse>>();
/** The organisation's reconciliation settings, read once per request however many proposals ask. */
function settingsOf(context: Context): Promise<ReconciliationSettingsResponse> {
  let settings = settingsOfRequest.get(context);
  if (!settings) {
    settings = context.api.reconciliation.settings(context.caller);
    settingsOfRequest.set(context, settings);
  }
  return settings;
}

/** Reconciliation: proposals and matches, making and removing them, running the engine, and live updates. */
export const reconciliationResolvers: Resolvers = {
  Query: {
    reconciliationProposals: async (_root, { statementTransactionId, first, after }, context) => {
      requirePermission(context, 'reconciliation:read');
      checkPageSize('first', first, { min: 1, max: MAX_PROPOSAL_PAGE });
      const lineId = idOfType(statementTransactionId, 'StatementTransaction');
      // An id that is no statement transaction (or another organisation's, which the service filters out) has no proposals.
      if (lineId === null) return EMPTY_PAGE;
      const page = await context.api.reconciliation.proposals(
        context.caller,
        withoutNulls({ statementTransactionId: lineId, first, after }),
      );
      for (const { node } of page.items)
        context.loaders.reconciliationProposal.prime(node.id, node);
      return page;
    },
    reconcilableItems: async (_root, { matchableWith, search, kinds, first, after }, context) => {
      requirePermission(context, 'reconciliation:read');
      checkPageSize('first', first, { min: 1, max: MAX_CANDIDATE_PAGE });
      const lineId = idOfType(matchableWith, 'StatementTransaction');
      // An id that is no statement transaction (or another organisation's, which the service answers as none) has no candidates.
      if (!lineId) return EMPTY_PAGE;
      const page = await context.api.reconciliation.reconcilableItems(context.caller, {
        statementTransactionId: lineId,
        ...withoutNulls({
          search: search?.trim() || null,
          kinds: kinds && kinds.length > 0 ? kinds : null,
          first,
          after,
        }),
      });
      // The service offers only kinds the viewer may read; an item gone since (or one a loader leaves out) is left out too.
      const items = await Promise.all(page.items.map((edge) => itemOf(context, edge.node.item)));
      return { ...page, items: page.items.filter((_edge, index) => items[index] !== null) };
    },
    reconciliationLastRunAt: async (_root, _args, context) => {
      requirePermission(context, 'reconciliation:read');
      return (await context.api.reconciliation.lastRun(context.caller)).lastRunAt;
    },
    reconciliationSettings: (_root, _args, context) => {
      requirePermission(context, 'reconciliation:read');
      return settingsOf(context);
    },
    reconciliation: async (_root, { id }, context) => {
      requirePermission(context, 'reconciliation:read');
      const matchId = idOfType(id, 'Reconciliation');
      return matchId ? context.loaders.reconciliation.load(matchId) : null;
    },
  },
  Mutation: {
    reconciliationSettingsUpdate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.reconciliation.updateSettings(context.caller, {
          feeBooking: input.feeBooking,
          feeCategory: input.feeCategory ?? null,
        }),
      );
      return result.ok
        ? { settings: result.value, userErrors: [] }
        : { settings: null, userErrors: result.userErrors };
    },
    reconciliationCreate: async (_root, { input }, context) => {
      const statementTransactionIds = idsOfType(
        input.statementTransactionIds,
        'StatementTransaction',
      );
      if (!statementTransactionIds)
        return {
          reconciliation: null,
          userErrors: [userErrorOf(reconciliationErrors.statementNotFound)],
        };
      const items = itemRefsOf(input.itemIds);
      if (!items)
        return {
          reconciliation: null,
          userErrors: [userErrorOf(reconciliationErrors.itemNotFound, 'itemIds')],
        };
      const result = await withUserErrors(() =>
        context.api.reconciliation.createReconciliation(context.caller, {
          statementTransactionIds,
          items,
          partial: input.partial ?? undefined,
        }),
      );
      if (!result.ok) return { reconciliation: null, userErrors: result.userErrors.map(itemField) };
      context.loaders.reconciliation.prime(result.value.id, result.value);
      return { reconciliation: result.value, userErrors: [] };
    },
    reconciliationRemove: async (_root, { input }, context) => {
      const empty = {
        removedReconciliationId: null,
        statementTransactions: [],
        expectedTransactions: [],
      };
      const id = idOfType(input.reconciliationId, 'Reconciliation');
      if (!id)
        return {
          ...empty,
          userErrors: [userErrorOf(reconciliationErrors.notFound, 'reconciliationId')],
        };
      // What it joined, read before it goes, so the answer can show both sides as they are after.
      const match = await context.loaders.reconciliation.load(id);
      const result = await withUserErrors(() =>
        context.api.reconciliation.removeReconciliation(context.caller, id),
      );
      if (!result.ok)
        return {
          ...empty,
          userErrors: result.userErrors.map((error) => ({
            ...error,
            field:
              error.code === reconciliationErrors.notFound.code ? 'reconciliationId' : error.field,
          })),
        };
      const lineIds = [
        ...new Set(match?.allocations.map((allocation) => allocation.statementTransactionId)),
      ];
      const itemIds = [...new Set(match?.allocations.map((allocation) => allocation.item.id))];
      lineIds.forEach((lineId) => context.loaders.statementTransaction.clear(lineId));
      itemIds.forEach((itemId) => context.loaders.expectedTransaction.clear(itemId));
      return {
        removedReconciliationId: input.reconciliationId,
        statementTransactions: await readable(context, 'statements:read', lineIds, (lineId) =>
          context.loaders.statementTransaction.load(lineId),
        ),
        expectedTransactions: await readable(
          context,
          'expected-transactions:read',
          itemIds,
          (itemId) => context.loaders.expectedTransaction.load(itemId),
        ),
        userErrors: [],
      };
    },
    reconciliationRun: async (_root, { input }, context) => {
      const bankAccountId = idOfType(input.bankAccountId, 'BankAccount');
      if (bankAccountId === null)
        return {
          run: null,
          userErrors: [userErrorOf(bankAccountErrors.notFound, 'bankAccountId')],
        };
      const result = await withUserErrors(() =>
        context.api.reconciliation.run(context.caller, bankAccountId ? { bankAccountId } : {}),
      );
      return result.ok
        ? { run: result.value, userErrors: [] }
        : { run: null, userErrors: result.userErrors };
    },
    reconciliationProposalsAccept: async (_root, { input }, context) => {
      const { done, userErrors } = await eachProposal(input.proposalIds, (id) =>
        context.api.reconciliation.acceptProposal(context.caller, id),
      );
      for (const match of done) context.loaders.reconciliation.prime(match.id, match);
      return { reconciliations: done, userErrors };
    },
    reconciliationProposalsReject: async (_root, { input }, context) => {
      const { done, userErrors } = await eachProposal(input.proposalIds, async (id) => {
        await context.api.reconciliation.rejectProposal(context.caller, id);
        return toGlobalId('ReconciliationProposal', id);
      });
      return { rejectedProposalIds: done, userErrors };
    },
  },
  Subscription: {
    reconciliationUpdated: {
      subscribe: subscribeTo('reconciliation.updated', 'reconciliation:read'),
      resolve: eventAfresh<ReconciliationUpdateRecord>,
    },
  },
  ReconciliationUpdate: {
    change: (event) => event.change as 'MATCHED' | 'REMOVED' | 'PROPOSAL_REJECTED' | 'PROPOSED',
    reconciliation: (event, _args, context) =>
      event.change === 'MATCHED' ? context.loaders.reconciliation.load(event.subjectId) : null,
    removedReconciliationId: (event) =>
      event.change === 'REMOVED' ? toGlobalId('Reconciliation', event.subjectId) : null,
    statementTransactions: (event, _args, context) =>
      readable(context, 'statements:read', event.related?.statementTransactionIds ?? [], (id) =>
        context.loaders.statementTransaction.load(id),
      ),
    expectedTransactions: (event, _args, context) =>
      readable(
        context,
        'expected-transactions:read',
        event.related?.expectedTransactionIds ?? [],
        (id) => context.loaders.expectedTransaction.load(id),
      ),
  },
  ReconciliationProposalConnection: {
    edges: (page) => page.items,
  },
  ReconcilableItemConnection: {
    edges: (page) => page.items,
  },
  ReconcilableItemEdge: {
    node: async (edge, _args, context) => {
      // Loaded already when the page was read (the loaders keep it): the page left out what would be null.
      const item = await itemOf(context, edge.node.item);
      if (!item) throw graphQLError('NOT_FOUND', 'This item is no longer there.');
      return item;
    },
    kind: (edge) => edge.node.kind,
    reference: (edge) => edge.node.reference,
    counterpartyName: (edge) => edge.node.counterpartyName,
    description: (edge) => edge.node.description,
    date: (edge) => edge.node.date,
    amount: (edge) => money(edge.node.amount, edge.node.currency),
    openAmount: (edge) => money(edge.node.open, edge.node.currency),
  },
  ReconciliationRun: {
    statementTransactions: (run) => run.lines,
    milliseconds: (run) => run.milliseconds.total,
  },
  Reconciliation: {
    id: (match) => toGlobalId('Reconciliation', match.id),
    amount: (match) => money(match.amount, match.currency),
    fee: (match) => money(match.fee, match.currency),
    bankAccount: (match, _args, context) =>
      can(context, 'bank-accounts:read')
        ? context.loaders.bankAccount.load(match.bankAccountId)
        : null,
    allocations: (match: ReconciliationResponse) =>
      match.allocations.map((allocation) => ({ ...allocation, currency: match.currency })),
    createdBy: (match, _args, context) => userOf(context, match.createdBy),
  },
  ReconciliationAllocation: {
    statementTransaction: (allocation, _args, context) =>
      can(context, 'statements:read')
        ? context.loaders.statementTransaction.load(allocation.statementTransactionId)
        : null,
    item: (allocation, _args, context) => itemOf(context, allocation.item),
    amount: (allocation) => money(allocation.amount, allocation.currency),
    fee: (allocation) => money(allocation.fee, allocation.currency),
  },
  ReconcilableItem: {
    __resolveType: (item) =>
      '__typename' in item &&
      (item.__typename === 'Payment' ||
        item.__typename === 'Transfer' ||
        item.__typename === 'PaymentSettlement' ||
        item.__typename === 'Bill' ||
        item.__typename === 'SalesInvoice' ||
        item.__typename === 'InvoicePayment')
        ? item.__typename
        : 'ExpectedTransaction',
  },
  ReconciliationProposal: {
    id: (proposal) => toGlobalId('ReconciliationProposal', proposal.id),
    statementTransactions: (proposal, _args, context) =>
      readable(context, 'statements:read', proposal.statementTransactionIds, (id) =>
        context.loaders.statementTransaction.load(id),
      ),
    items: async (proposal, _args, context) =>
      (await Promise.all(proposal.items.map((ref) => itemOf(context, ref)))).filter(
        (item) => item !== null,
      ),
    amount: (proposal) => money(proposal.amount, proposal.currency),
    fee: (proposal) => money(proposal.fee, proposal.currency),
    feeBookedTo: (proposal, _args, context) => {
      requirePermission(context, 'reconciliation:read');
      return new Decimal(proposal.fee).gt(0) ? settingsOf(context) : null;
    },
    autoConfirmRefusal: (proposal) => proposal.autoRefusal,
    confidence: (proposal) => Number(proposal.confidence),
    reasons: (proposal) => reasonsOf(proposal.reasons),
    reconciliation: (proposal, _args, context) =>
      proposal.reconciliationId
        ? context.loaders.reconciliation.load(proposal.reconciliationId)
        : null,
    candidates: async (proposal, { first }, context) => {
      requirePermission(context, 'reconciliation:read');
      checkPageSize('first', first, { min: 1, max: MAX_PROPOSAL_CANDIDATES });
      return context.api.reconciliation.proposalCandidates(
        context.caller,
        proposal.id,
        first ?? undefined,
      );
    },
  },
  ReconciliationCandidate: {
    statementTransactions: (candidate, _args, context) =>
      readable(context, 'statements:read', candidate.statementTransactionIds, (id) =>
        context.loaders.statementTransaction.load(id),
      ),
    items: async (candidate, _args, context) =>
      (await Promise.all(candidate.items.map((ref) => itemOf(context, ref)))).filter(
        (item) => item !== null,
      ),
    amount: (candidate) => money(candidate.amount, candidate.currency),
    score: (candidate) => Number(candidate.confidence),
    reasons: (candidate) => reasonsOf(candidate.reasons),
  },
  StatementTransaction: {
    reconciliations: (line, _args, context) =>
      can(context, 'reconciliation:read')
        ? context.loaders.reconciliationsOfStatementTransaction.load(line.id)
        : [],
  },
  ExpectedTransaction: {
    reconciliations: (record, _args, context) =>
      can(context, 'reconciliation:read')
        ? context.loaders.reconciliationsOfExpectedTransaction.load(record.id)
        : [],
  },
};

/** The service names the items `items`; the mutation's input calls them `itemIds`. */
function itemField(error: UserError): UserError {
  return error.field === 'items' ? { ...error, field: 'itemIds' } : error;
}
