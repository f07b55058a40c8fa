import { bankAccountErrors } from '../../../contracts/treasury/bank-accounts.js';
import {
  expectedTransactionErrors,
  type ExpectedTransactionCreateBody,
  type ExpectedTransactionUpdateBody,
} from '../../../contracts/treasury/expected-transactions.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import { requirePermission } from '../../guards.js';
import { namingField, userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { fromGlobalId, toGlobalId, type NodeType } from '../../global-id.js';
import { given, withoutNulls } from '../../upstream/fields.js';
import { userOf } from '../profile/loaders.js';

const NOT_FOUND = userErrorOf(expectedTransactionErrors.notFound, 'expectedTransactionId');
const COUNTERPARTY_NOT_FOUND = userErrorOf(expectedTransactionErrors.counterpartyNotFound);
const BANK_ACCOUNT_NOT_FOUND = userErrorOf(bankAccountErrors.notFound, 'bankAccountId');

/**
 * The service id of a global id of the given type: undefined when the
 * argument is absent, null when it is explicitly null, and `false` when it
 * is not an id of that type (answered exactly as a missing record).
 */
function idOf(
  globalId: string | null | undefined,
  type: NodeType,
): string | null | undefined | false {
  if (globalId === undefined) return undefined;
  if (globalId === null) return null;
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.id : false;
}

/** A create's or update's answer when it is refused: no transaction, the reasons why. */
const refused = (userErrors: UserError[]) => ({
  expectedTransaction: null,
  expectedTransactionEdge: null,
  userErrors,
});

/** Expected transactions: the list with its filters, the node, and create, update, delete. */
export const expectedTransactionResolvers: Resolvers = {
  Query: {
    expectedTransactions: async (_root, args, context) => {
      requirePermission(context, 'expected-transactions:read');
      checkPageSize('first', args.first);
      // The list's arguments are the service's query, but for the counterparty's global id.
      const {
        first,
        after,
        sort,
        sortDirection,
        counterpartyId: counterpartyGlobalId,
        matchableWith: lineGlobalId,
        ...filters
      } = args;
      const counterpartyId = idOf(counterpartyGlobalId, 'Counterparty');
      const matchableWith = idOf(lineGlobalId, 'StatementTransaction');
      // A counterparty or a line that is not one (or another organisation's, which the service filters out) has no expected transactions.
      if (counterpartyId === false || matchableWith === false) return EMPTY_PAGE;
      const page = await context.api.expectedTransactions.listExpectedTransactions(
        context.caller,
        { first, after, sort, sortDirection },
        withoutNulls({ ...filters, counterpartyId, matchableWith }),
      );
      for (const { node } of page.items) context.loaders.expectedTransaction.prime(node.id, node);
      return page;
    },
  },
  Mutation: {
    expectedTransactionCreate: async (_root, { input }, context) => {
      const counterpartyId = idOf(input.counterpartyId, 'Counterparty');
      if (counterpartyId === false) return refused([COUNTERPARTY_NOT_FOUND]);
      const bankAccountId = idOf(input.bankAccountId, 'BankAccount');
      if (bankAccountId === false) return refused([BANK_ACCOUNT_NOT_FOUND]);
      const body: ExpectedTransactionCreateBody = {
        date: input.date,
        description: input.description,
        amount: input.amount,
        direction: input.direction,
        ...given({
          counterpartyId,
          currency: input.currency ?? undefined,
          internalDescription: input.internalDescription,
          externalId: input.externalId,
          reconciliationData: input.reconciliationData ?? undefined,
          bankAccountId,
        }),
      };
      const result = await withUserErrors(() =>
        context.api.expectedTransactions.createExpectedTransaction(context.caller, body),
      );
      if (!result.ok) return refused(result.userErrors);
      context.loaders.expectedTransaction.prime(result.value.node.id, result.value.node);
      return {
        expectedTransaction: result.value.node,
        expectedTransactionEdge: result.value,
        userErrors: [],
      };
    },
    expectedTransactionUpdate: async (_root, { input }, context) => {
      const id = idOf(input.expectedTransactionId, 'ExpectedTransaction');
      if (!id) return refused([NOT_FOUND]);
      const counterpartyId = idOf(input.counterpartyId, 'Counterparty');
      if (counterpartyId === false) return refused([COUNTERPARTY_NOT_FOUND]);
      const bankAccountId = idOf(input.bankAccountId, 'BankAccount');
      if (bankAccountId === false) return refused([BANK_ACCOUNT_NOT_FOUND]);
      // Required fields given as null keep their value; optional ones given as null are cleared.
      const changes: ExpectedTransactionUpdateBody = given({
        date: input.date ?? undefined,
        description: input.description ?? undefined,
        amount: input.amount ?? undefined,
        currency: input.currency ?? undefined,
        direction: input.direction ?? undefined,
        reconciliationData: input.reconciliationData ?? undefined,
        counterpartyId,
        bankAccountId,
        internalDescription: input.internalDescription,
        externalId: input.externalId,
      });
      const result = await withUserErrors(() =>
        context.api.expectedTransactions.updateExpectedTransaction(context.caller, id, changes),
      );
      if (!result.ok) return refused(result.userErrors.map(withIdField));
      return { expectedTransaction: result.value, expectedTransactionEdge: null, userErrors: [] };
    },
    expectedTransactionDelete: async (_root, { input }, context) => {
      const id = idOf(input.expectedTransactionId, 'ExpectedTransaction');
      if (!id) return { deletedExpectedTransactionId: null, userErrors: [NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.expectedTransactions.deleteExpectedTransaction(context.caller, id),
      );
      if (!result.ok)
        return {
          deletedExpectedTransactionId: null,
          userErrors: result.userErrors.map(withIdField),
        };
      return { deletedExpectedTransactionId: input.expectedTransactionId, userErrors: [] };
    },
  },
  ExpectedTransactionConnection: {
    edges: (page) => page.items,
  },
  ExpectedTransaction: {
    id: (record) => toGlobalId('ExpectedTransaction', record.id),
    amount: (record) => ({ amount: record.amount, currency: record.currency }),
    reconciledAmount: (record) => ({ amount: record.reconciledAmount, currency: record.currency }),
    editable: (record) => record.reconciliationStatus === 'UNRECONCILED',
    deletable: (record) =>
      record.reconciliationStatus !== 'RECONCILED' &&
      record.reconciliationStatus !== 'PARTIAL' &&
      record.payingOrder === null,
    counterparty: (record, _args, context) =>
      record.counterpartyId && context.viewer?.permissions.includes('counterparties:read')
        ? context.loaders.counterparty.load(record.counterpartyId)
        : null,
    bankAccount: (record, _args, context) =>
      record.bankAccountId && context.viewer?.permissions.includes('bank-accounts:read')
        ? context.loaders.bankAccount.load(record.bankAccountId)
        : null,
    createdBy: (record, _args, context) => userOf(context, record.createdBy),
    payingOrder: (record, _args, context) =>
      record.payingOrder &&
      context.viewer?.permissions.includes(
        record.payingOrder.kind === 'PAYMENT' ? 'payments:read' : 'transfers:read',
      )
        ? context.loaders.paymentOrder.load(record.payingOrder.id)
        : null,
  },
};

/** The service's "not found" names no field; the mutation's input calls it `expectedTransactionId`. */
const withIdField = namingField(expectedTransactionErrors.notFound.code, 'expectedTransactionId');
