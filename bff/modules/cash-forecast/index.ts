import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { cashForecastLoaders } from './loaders.js';
import { cashForecastResolvers } from './resolvers.js';
import { cashForecastRules } from './rules.js';
import { CashForecastApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  CashForecastScenario: loadedBy('cash-analysis:read', (loaders) => loaders.cashForecastScenario),
  CashForecastSnapshot: loadedBy('cash-analysis:read', (loaders) => loaders.cashForecastSnapshot),
};

/** The cash forecast: 12 periods by category from balances, known items and the learned baseline; scenarios and frozen copies. */
export const cashForecastModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: cashForecastResolvers,
  upstream: (clients) => new CashForecastApi(clients.treasury),
  loaders: cashForecastLoaders,
  rules: cashForecastRules,
  nodes,
});
