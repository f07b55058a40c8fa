import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { reconciliationLoaders } from './loaders.js';
import { reconciliationResolvers } from './resolvers.js';
import { reconciliationRules } from './rules.js';
import { ReconciliationApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  Reconciliation: loadedBy('reconciliation:read', (loaders) => loaders.reconciliation),
  ReconciliationProposal: loadedBy(
    'reconciliation:read',
    (loaders) => loaders.reconciliationProposal,
  ),
};

/** Reconciliation: matches between statement transactions and reconcilable items, the engine's proposals, and their live updates. */
export const reconciliationModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: reconciliationResolvers,
  upstream: (clients) => new ReconciliationApi(clients.treasury),
  loaders: reconciliationLoaders,
  rules: reconciliationRules,
  nodes,
});
