import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { webhooksLoaders } from './loaders.js';
import { webhookResolvers } from './resolvers.js';
import { webhooksRules } from './rules.js';
import { WebhooksApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  WebhookEndpoint: {
    permission: 'webhooks:read',
    fetch: async (context, id) =>
      (await context.loaders.webhookEndpoints.load('all')).find((endpoint) => endpoint.id === id),
  },
  WebhookDelivery: loadedBy('webhooks:read', (loaders) => loaders.webhookDelivery),
};

/** Integrators' webhooks: endpoints, their deliveries, replays and secret rotation. */
export const webhooksModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: webhookResolvers,
  upstream: (clients) => new WebhooksApi(clients.account),
  loaders: webhooksLoaders,
  rules: webhooksRules,
  nodes,
});
