import { defineModule } from '../module.js';
import { cashFlowLoaders } from './loaders.js';
import { cashFlowResolvers } from './resolvers.js';
import { cashFlowRules } from './rules.js';
import { CashFlowApi } from './upstream.js';

/** The cash flow: inflows and outflows by category and period, the lines behind them, and the rules that categorise them. */
export const cashFlowModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: cashFlowResolvers,
  upstream: (clients) => new CashFlowApi(clients.treasury),
  loaders: cashFlowLoaders,
  rules: cashFlowRules,
});
