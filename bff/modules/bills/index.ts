import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { billResolvers } from './resolvers.js';
import { BillsApi } from './upstream.js';
import { billsLoaders } from './loaders.js';
import { billsRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Bill: loadedBy('bills:read', (loaders) => loaders.bill),
};

/** Bills: what the organisation owes its suppliers, approved and then paid. */
export const billsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: billResolvers,
  upstream: (clients) => new BillsApi(clients.treasury),
  loaders: billsLoaders,
  rules: billsRules,
  nodes,
});
