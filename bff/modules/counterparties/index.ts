import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { counterpartyResolvers } from './resolvers.js';
import { CounterpartiesApi } from './upstream.js';
import { counterpartiesLoaders } from './loaders.js';
import { counterpartiesRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Counterparty: loadedBy('counterparties:read', (loaders) => loaders.counterparty),
};

/** Counterparties: the businesses and people the organisation pays and is paid by. */
export const counterpartiesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: counterpartyResolvers,
  upstream: (clients) => new CounterpartiesApi(clients.treasury),
  loaders: counterpartiesLoaders,
  rules: counterpartiesRules,
  nodes,
});
