import { defineModule } from '../module.js';
import { reconciliationRulesLoaders } from './loaders.js';
import { reconciliationRuleResolvers } from './resolvers.js';
import { reconciliationRulesRules } from './rules.js';
import { ReconciliationRulesApi } from './upstream.js';

/** Matching rules of reconciliation: tolerances, date window, required fields and thresholds in a priority order, and their preview. */
export const reconciliationRulesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: reconciliationRuleResolvers,
  upstream: (clients) => new ReconciliationRulesApi(clients.treasury),
  loaders: reconciliationRulesLoaders,
  rules: reconciliationRulesRules,
});
