import { defineModule, type NodeSources } from '../module.js';
import { apiKeyResolvers } from './resolvers.js';
import { ApiKeysApi } from './upstream.js';
import { apiKeysRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  ApiKey: {
    permission: 'api-keys:manage',
    fetch: async (context, id) =>
      (await context.api.apiKeys.apiKeys(context.caller)).find((key) => key.id === id),
  },
};

/** Integrators' API keys. */
export const apiKeysModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: apiKeyResolvers,
  upstream: (clients) => new ApiKeysApi(clients.account),
  rules: apiKeysRules,
  nodes,
});
