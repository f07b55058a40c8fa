import { defineModule, type NodeSources } from '../module.js';
import { cashFlowLoaders } from './loaders.js';
import { cashFlowResolvers } from './resolvers.js';
import { cashFlowRules } from './rules.js';
import { CashFlowApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  CashFlowRule: {
    permission: 'cash-analysis:read',
    fetch: async (context, id) =>
      (await context.loaders.cashFlowRules.load('all')).items.find((rule) => rule.id === id),
  },
};

/** The cash flow: inflows and outflows by category and period, the lines behind them, and the rules that categorise them. */
export const cashFlowModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: cashFlowResolvers,
  upstream: (clients) => new CashFlowApi(clients.treasury),
  loaders: cashFlowLoaders,
  rules: cashFlowRules,
  nodes,
});
