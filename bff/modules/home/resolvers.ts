import type { Resolvers } from '../../__generated__/resolvers-types.js';

/** Home's figures, as the treasury service sums them; money as Money. */
export const homeResolvers: Resolvers = {
  Query: {
    homeSummary: async (_root, _args, context) => {
      const summary = await context.api.home.summary(context.caller);
      return {
        ...summary,
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
