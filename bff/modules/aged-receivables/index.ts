import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../global-id.js';
import { can, requirePermission } from '../../guards.js';
import { moneyIn } from '../documents/records.js';
import { defineModule } from '../module.js';
import { AgedReceivablesApi } from './upstream.js';

const resolvers: Resolvers = {
  Query: {
    agedReceivables: (_root, args, context) => {
      requirePermission(context, 'invoices:read');
      return context.api.agedReceivables.report(context.caller, args.asOf ?? undefined);
    },
  },
  HomeSummary: {
    receivables: (summary, _args, context) =>
      can(context, 'invoices:read')
        ? context.api.agedReceivables.report(context.caller, summary.today)
        : null,
  },
  AgedReceivablesByCurrency: {
    totals: (group) => ({ ...group.totals, currency: group.currency }),
    customers: (group) => group.customers.map((row) => ({ ...row, currency: group.currency })),
  },
  AgedReceivableCustomer: {
    customerId: (row) => toGlobalId('Customer', row.customer.id),
    customerName: (row) => row.customer.name,
    amounts: (row) => ({ ...row.amounts, currency: row.currency }),
  },
  AgedReceivableAmounts: {
    current: (amounts) => moneyIn(amounts, amounts.CURRENT),
    overdue1To30: (amounts) => moneyIn(amounts, amounts.OVERDUE_1_30),
    overdue31To60: (amounts) => moneyIn(amounts, amounts.OVERDUE_31_60),
    overdue61To90: (amounts) => moneyIn(amounts, amounts.OVERDUE_61_90),
    overdueOver90: (amounts) => moneyIn(amounts, amounts.OVERDUE_OVER_90),
    total: (amounts) => moneyIn(amounts, amounts.total),
  },
};

/** Aged receivables: what buyers owe on issued invoices, by age, per buyer and currency. */
export const agedReceivablesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers,
  upstream: (clients) => new AgedReceivablesApi(clients.invoicing),
});
