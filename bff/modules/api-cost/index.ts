import { defineModule } from '../module.js';
import { apiCostLoaders } from './loaders.js';
import { apiCostResolvers } from './resolvers.js';
import { apiCostRules } from './rules.js';
import { ApiCostApi } from './upstream.js';

/** The GraphQL API's cost buckets: what the operation policy draws on, and each organisation's sizes and rates. */
export const apiCostModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: apiCostResolvers,
  upstream: (clients) => new ApiCostApi(clients.account),
  loaders: apiCostLoaders,
  rules: apiCostRules,
});
