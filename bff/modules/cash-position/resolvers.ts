import type {
  CashPositionAccount,
  CashPositionResponse,
  PositionConvertedTotal,
  PositionCurrencyTotal,
} from '../../../contracts/treasury/cash-position.js';
import { FX_RATE_IMPORT_MAX_CHARS, fxRateErrors } from '../../../contracts/treasury/fx-rates.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageSize } from '../../connections.js';
import { can, requirePermission } from '../../guards.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { withoutNulls } from '../../upstream/fields.js';
import type { PositionGroupRecord } from './upstream.js';
import { userOf } from '../profile/loaders.js';

const READ = 'cash-analysis:read';

/** A group with its accounts in place of their ids (the position lists each account once). */
function groupsOf(
  position: CashPositionResponse,
  by: keyof CashPositionResponse['groups'],
): PositionGroupRecord[] {
  const accounts = new Map(position.accounts.map((account) => [account.bankAccountId, account]));
  return position.groups[by].map(({ accountIds, ...group }) => ({
    ...group,
    accounts: accountIds.flatMap((id) => accounts.get(id) ?? []),
  }));
}

const money = (amount: string, currency: string) => ({
  amount,
  currency: currency as 'IDR' | 'USD' | 'SGD',
});

/** The cash position, its trend and the exchange rates: reads need cash-analysis:read; recording and importing rates bank-accounts:manage (rules.ts). */
export const cashPositionResolvers: Resolvers = {
  Query: {
    cashPosition: (_root, args, context) => {
      requirePermission(context, READ);
      return context.loaders.cashPosition.load(args.date ?? '');
    },
    cashPositionTrend: (_root, args, context) => {
      requirePermission(context, READ);
      return context.api.cashPosition.trend(
        context.caller,
        withoutNulls({ from: args.from, to: args.to, interval: args.interval }),
      );
    },
    fxRates: (_root, args, context) => {
      requirePermission(context, READ);
      checkPageSize('first', args.first);
      return context.api.cashPosition.rates(
        context.caller,
        { first: args.first, after: args.after },
        withoutNulls({ currency: args.currency }),
      );
    },
  },
  Mutation: {
    fxRateRecord: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.cashPosition.record(context.caller, {
          date: input.date,
          currency: input.currency,
          rate: input.rate,
        }),
      );
      if (!result.ok) return { fxRate: null, replaced: null, userErrors: result.userErrors };
      context.loaders.cashPosition.clearAll();
      return { fxRate: result.value.rate, replaced: result.value.replaced, userErrors: [] };
    },
    fxRatesImport: async (_root, { input }, context) => {
      const refused = { imported: 0, replaced: 0, issues: [], issueCount: 0 };
      if (input.content.length > FX_RATE_IMPORT_MAX_CHARS)
        return { ...refused, userErrors: [userErrorOf(fxRateErrors.fileTooLarge)] };
      const result = await withUserErrors(() =>
        context.api.cashPosition.import(context.caller, {
          fileName: input.fileName,
          content: input.content,
        }),
      );
      if (!result.ok) return { ...refused, userErrors: result.userErrors };
      context.loaders.cashPosition.clearAll();
      return { ...result.value, userErrors: [] };
    },
  },
  CashPosition: {
    groups: (position, { by }) => groupsOf(position, by),
  },
  CashPositionAccount: {
    bankAccount: (account, _args, context) =>
      can(context, 'bank-accounts:read')
        ? context.loaders.bankAccount.load(account.bankAccountId)
        : null,
    bank: (account) => ({ code: account.bankCode, name: account.bankName }),
    entityName: (account) => account.entity.name,
    balance: (account: CashPositionAccount) =>
      account.balance ? money(account.balance.amount, account.currency) : null,
    balanceAsOf: (account) => account.balance?.asOf ?? null,
    balanceSource: (account) => account.balance?.source ?? null,
  },
  CashPositionCurrencyTotal: {
    amount: (total: PositionCurrencyTotal) => money(total.amount, total.currency),
  },
  CashPositionTotal: {
    amount: (total: PositionConvertedTotal) =>
      total.amount === null ? null : money(total.amount, total.currency),
  },
  FxRate: {
    recordedBy: (rate, _args, context) => userOf(context, rate.recordedBy),
  },
  FxRateConnection: {
    edges: (page) => page.items,
  },
};
