import {
  depositErrors,
  type DepositCreateBody,
  type DepositInterest as InterestRecord,
  type DepositResponse,
} from '../../../contracts/treasury/deposits.js';
import type {
  Currency,
  DepositCreateInput,
  Resolvers,
} from '../../__generated__/resolvers-types.js';
import { checkPageSize } from '../../connections.js';
import type { Context } from '../../context.js';
import { requirePermission } from '../../guards.js';
import { namingField, userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { withoutNulls } from '../../upstream/fields.js';
import { userOf } from '../profile/loaders.js';

const NOT_FOUND = userErrorOf(depositErrors.notFound, 'depositId');
const REFUSED = { deposit: null, depositEdge: null } as const;

/** The service's "not found" names no field; the mutations' inputs call it `depositId`. */
const withIdField = namingField(depositErrors.notFound.code, 'depositId');

/** A create's body from the form's input: its fields as they are, the currency left out when not given (IDR). */
const bodyOf = (input: DepositCreateInput): DepositCreateBody => ({
  ...input,
  currency: input.currency ?? undefined,
});

/** An amount of the deposit's currency, as GraphQL's `Money`. */
const moneyOf = (amount: string, currency: Currency) => ({ amount, currency });

/** Interest in the deposit's currency, as GraphQL's `DepositInterest`. */
const interestOf = (interest: InterestRecord, currency: Currency) => ({
  from: interest.from,
  to: interest.to,
  days: interest.days,
  gross: moneyOf(interest.gross, currency),
  tax: moneyOf(interest.tax, currency),
  net: moneyOf(interest.net, currency),
});

/** One change of a deposit (update, close): its answer, or the refusal with its field. */
async function changed(
  context: Context,
  depositId: string,
  change: (id: string) => Promise<DepositResponse>,
) {
  const id = idOfType(depositId, 'Deposit');
  if (!id) return { ...REFUSED, userErrors: [NOT_FOUND] };
  const result = await withUserErrors(() => change(id));
  if (!result.ok) return { ...REFUSED, userErrors: result.userErrors.map(withIdField) };
  context.loaders.deposit.prime(result.value.id, result.value);
  return { deposit: result.value, depositEdge: null, userErrors: [] };
}

/** Deposits: the list, the node, and create, change and close. */
export const depositResolvers: Resolvers = {
  Query: {
    deposits: async (_root, args, context) => {
      requirePermission(context, 'deposits:read');
      checkPageSize('first', args.first);
      const { first, after, ...filters } = args;
      const page = await context.api.deposits.list(
        context.caller,
        { first, after },
        withoutNulls(filters),
      );
      for (const { node } of page.items) context.loaders.deposit.prime(node.id, node);
      return page;
    },
  },
  Mutation: {
    depositCreate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.deposits.create(context.caller, bodyOf(input)),
      );
      if (!result.ok) return { ...REFUSED, userErrors: result.userErrors };
      context.loaders.deposit.prime(result.value.node.id, result.value.node);
      return { deposit: result.value.node, depositEdge: result.value, userErrors: [] };
    },
    depositUpdate: (_root, { input }, context) =>
      changed(context, input.depositId, (id) =>
        context.api.deposits.update(context.caller, id, {
          alias: input.alias,
          term: input.term,
          interestRate: input.interestRate,
        }),
      ),
    depositClose: (_root, { input }, context) =>
      changed(context, input.depositId, (id) =>
        context.api.deposits.close(context.caller, id, input.reason),
      ),
  },
  DepositConnection: {
    edges: (page) => page.items,
  },
  Deposit: {
    id: (deposit) => toGlobalId('Deposit', deposit.id),
    bank: async (deposit, _args, context) =>
      (await context.loaders.banks.load('all')).find((bank) => bank.code === deposit.bank.code) ?? {
        ...deposit.bank,
        automatedTypes: [],
      },
    amount: (deposit) => moneyOf(deposit.amount, deposit.currency),
    principal: (deposit) => moneyOf(deposit.principal, deposit.currency),
    accruedInterest: (deposit) => interestOf(deposit.accruedInterest, deposit.currency),
    interestAtMaturity: (deposit) => interestOf(deposit.interestAtMaturity, deposit.currency),
    periods: (deposit) =>
      deposit.periods.map((period) => ({
        number: period.number,
        principal: moneyOf(period.principal, deposit.currency),
        interestRate: period.interestRate,
        interest: interestOf(period.interest, deposit.currency),
        outcome: period.outcome,
        rolledOver: moneyOf(period.rolledOver, deposit.currency),
        paidOut: moneyOf(period.paidOut, deposit.currency),
        endedAt: period.endedAt,
      })),
    closure: (deposit) => deposit.closure,
    // Active and before its maturity date: interest accrued to today stops short of the maturity date (the BFF keeps no clock of its own).
    editable: (deposit) =>
      deposit.status === 'ACTIVE' && deposit.accruedInterest.to < deposit.maturityDate,
    createdBy: (deposit, _args, context) => userOf(context, deposit.createdBy),
  },
  DepositClosure: {
    by: (closure, _args, context) => context.loaders.user.load(closure.by),
  },
};
