import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { creditMemosLoaders } from './loaders.js';
import { creditMemoResolvers } from './resolvers.js';
import { creditMemosRules } from './rules.js';
import { CreditMemosApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  CreditMemo: loadedBy('credit-memos:read', (loaders) => loaders.creditMemo),
};

/** Credit memos: what is owed back to buyers, applied across their invoices. */
export const creditMemosModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: creditMemoResolvers,
  upstream: (clients) => new CreditMemosApi(clients.invoicing),
  loaders: creditMemosLoaders,
  rules: creditMemosRules,
  nodes,
});
