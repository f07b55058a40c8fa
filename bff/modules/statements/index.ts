import { defineModule } from '../module.js';
import { statementResolvers } from './resolvers.js';
import { StatementsApi } from './upstream.js';
import { statementsLoaders } from './loaders.js';
import { statementsRules } from './rules.js';

/** Bank statements: their transactions, CSV imports (statements, counterparties, expected transactions) and statement sync. */
export const statementsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: statementResolvers,
  upstream: (clients) => new StatementsApi(clients.treasury),
  loaders: statementsLoaders,
  rules: statementsRules,
});
