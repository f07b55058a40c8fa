import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { can } from '../../guards.js';

/** No payments, transfers or bills to count (no treasury permission): invoices may still wait for the viewer. */
const NO_TREASURY_APPROVALS = { payments: null, transfers: null, bills: null };

/** Home's figures, as the treasury service sums them; money as Money; approvals for a member who approves only invoices too. */
export const homeResolvers: Resolvers = {
  Query: {
    homeSummary: async (_root, _args, context) => {
      const summary = await context.api.home.summary(context.caller);
      return {
        ...summary,
        approvals:
          summary.approvals ?? (can(context, 'invoices:approve') ? NO_TREASURY_APPROVALS : null),
        cash:
          summary.cash?.map((row) => ({
            ...row,
            amount: { amount: row.amount, currency: row.currency },
          })) ?? null,
        dueThisWeek:
          summary.dueThisWeek?.map((row) => ({
            ...row,
            incoming: { amount: row.incoming, currency: row.currency },
            outgoing: { amount: row.outgoing, currency: row.currency },
          })) ?? null,
      };
    },
  },
};
