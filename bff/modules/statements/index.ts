import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { statementResolvers } from './resolvers.js';
import { StatementsApi } from './upstream.js';
import { statementsLoaders } from './loaders.js';
import { statementsRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  StatementTransaction: loadedBy('statements:read', (loaders) => loaders.statementTransaction),
  Import: loadedBy(undefined, (loaders) => loaders.import),
};

/** Bank statements: their transactions, CSV imports (statements, counterparties, expected transactions) and statement sync. */
export const statementsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: statementResolvers,
  upstream: (clients) => new StatementsApi(clients.treasury),
  loaders: statementsLoaders,
  rules: statementsRules,
  nodes,
});
