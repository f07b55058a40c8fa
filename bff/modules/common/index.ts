import type { Currency } from '../../__generated__/resolvers-types.js';
import { defineModule, type NodeSources } from '../module.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  // An upload's id names a file on its way to an import: nothing fetches it.
  Upload: { fetch: async () => null },
};

/** The schema's shared base: the root types, Currency, Money, PageInfo, UserError, and the sorted lists' SortDirection and ListTotal. */
export const commonModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: {
    ListTotal: {
      amount: (total) => ({ amount: total.amount, currency: total.currency as Currency }),
    },
    UserError: {
      values: (error) =>
        Object.entries(error.values ?? {}).map(([name, value]) => ({ name, value })),
    },
  },
  nodes,
});
