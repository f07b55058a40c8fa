import { defineModule } from '../module.js';
import { cashPositionLoaders } from './loaders.js';
import { cashPositionResolvers } from './resolvers.js';
import { cashPositionRules } from './rules.js';
import { CashPositionApi } from './upstream.js';

/** The cash position: balances as of a day by bank, entity and currency, totals in IDR and USD, their trend, and the exchange rates they convert with. */
export const cashPositionModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: cashPositionResolvers,
  upstream: (clients) => new CashPositionApi(clients.treasury),
  loaders: cashPositionLoaders,
  rules: cashPositionRules,
});
