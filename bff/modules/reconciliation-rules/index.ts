import { defineModule, type NodeSources } from '../module.js';
import { reconciliationRulesLoaders } from './loaders.js';
import { reconciliationRuleResolvers } from './resolvers.js';
import { reconciliationRulesRules } from './rules.js';
import { ReconciliationRulesApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  ReconciliationRule: {
    permission: 'reconciliation:read',
    fetch: async (context, id) =>
      (await context.loaders.reconciliationRuleSet.load('all')).items.find(
        (rule) => rule.id === id,
      ),
  },
};

/** Matching rules of reconciliation: tolerances, date window, required fields and thresholds in a priority order, and their preview. */
export const reconciliationRulesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: reconciliationRuleResolvers,
  upstream: (clients) => new ReconciliationRulesApi(clients.treasury),
  loaders: reconciliationRulesLoaders,
  rules: reconciliationRulesRules,
  nodes,
});
