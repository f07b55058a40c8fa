import type { Currency } from '../../__generated__/resolvers-types.js';
import { defineModule } from '../module.js';

/** The schema's shared base: the root types, Currency, Money, PageInfo, UserError, and the sorted lists' SortDirection and ListTotal. */
export const commonModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: {
    ListTotal: {
      amount: (total) => ({ amount: total.amount, currency: total.currency as Currency }),
    },
  },
});
