import { defineModule } from '../module.js';
import { apiKeyResolvers } from './resolvers.js';
import { ApiKeysApi } from './upstream.js';
import { apiKeysRules } from './rules.js';

/** Integrators' API keys. */
export const apiKeysModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: apiKeyResolvers,
  upstream: (clients) => new ApiKeysApi(clients.account),
  rules: apiKeysRules,
});
