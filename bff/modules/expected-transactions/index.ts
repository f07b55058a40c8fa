import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { expectedTransactionResolvers } from './resolvers.js';
import { ExpectedTransactionsApi } from './upstream.js';
import { expectedTransactionsLoaders } from './loaders.js';
import { expectedTransactionsRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  ExpectedTransaction: loadedBy(
    'expected-transactions:read',
    (loaders) => loaders.expectedTransaction,
  ),
};

/** Expected transactions: the payments the organisation expects to send or receive. */
export const expectedTransactionsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: expectedTransactionResolvers,
  upstream: (clients) => new ExpectedTransactionsApi(clients.treasury),
  loaders: expectedTransactionsLoaders,
  rules: expectedTransactionsRules,
  nodes,
});
