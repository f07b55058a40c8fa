import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { can, requirePermission } from '../../guards.js';
import type { AgedPayableAmountsRecord } from './upstream.js';

const money = (amount: string, currency: Currency) => ({ amount, currency });

/** The aged payables: the report per currency, its rows per supplier and their bills. */
export const payablesResolvers: Resolvers = {
  Query: {
    agedPayables: (_root, args, context) => {
      requirePermission(context, 'cash-analysis:read');
      return context.api.payables.report(context.caller, {
        asOf: args.asOf ?? undefined,
        includeSubmitted: args.includeSubmitted ?? false,
      });
    },
  },
  AgedPayablesByCurrency: {
    totals: (group) => ({ ...group.totals, currency: group.currency }),
    rows: (group) => group.rows.map((row) => ({ ...row, currency: group.currency })),
  },
  AgedPayableRow: {
    counterparty: (row, _args, context) =>
      row.counterparty && can(context, 'counterparties:read')
        ? context.loaders.counterparty.load(row.counterparty.id)
        : null,
    supplierName: (row) => row.counterparty?.alias ?? null,
    amounts: (row) => ({ ...row.amounts, currency: row.currency }),
    bills: (row) => row.bills.map((bill) => ({ ...bill, currency: row.currency })),
  },
  AgedPayableAmounts: {
    notDueYet: (amounts: AgedPayableAmountsRecord) => money(amounts.NOT_DUE_YET, amounts.currency),
    dueToday: (amounts) => money(amounts.DUE_TODAY, amounts.currency),
    overdue1To30: (amounts) => money(amounts.OVERDUE_1_30, amounts.currency),
    overdue31To90: (amounts) => money(amounts.OVERDUE_31_90, amounts.currency),
    overdue91To180: (amounts) => money(amounts.OVERDUE_91_180, amounts.currency),
    overdue181To365: (amounts) => money(amounts.OVERDUE_181_365, amounts.currency),
    overdueOver365: (amounts) => money(amounts.OVERDUE_OVER_365, amounts.currency),
    total: (amounts) => money(amounts.total, amounts.currency),
  },
  AgedPayableBill: {
    bill: (bill, _args, context) =>
      can(context, 'bills:read') ? context.loaders.bill.load(bill.id) : null,
    amount: (bill) => money(bill.amount, bill.currency),
    paidAmount: (bill) => money(bill.paidAmount, bill.currency),
    outstanding: (bill) => money(bill.outstanding, bill.currency),
  },
};
