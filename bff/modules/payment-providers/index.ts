import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { paymentProvidersLoaders } from './loaders.js';
import { paymentProviderResolvers } from './resolvers.js';
import { paymentProvidersRules } from './rules.js';
import { PaymentProvidersApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  PaymentProvider: loadedBy('payment-providers:read', (loaders) => loaders.paymentProvider),
  PaymentRecord: loadedBy('payment-providers:read', (loaders) => loaders.paymentRecord),
  PaymentTransaction: loadedBy('payment-providers:read', (loaders) => loaders.paymentTransaction),
  PaymentSettlement: loadedBy('payment-providers:read', (loaders) => loaders.paymentSettlement),
};

/** Payment providers: the gateways an organisation collects through, their records, transactions and settlements. */
export const paymentProvidersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: paymentProviderResolvers,
  upstream: (clients) => new PaymentProvidersApi(clients.treasury),
  loaders: paymentProvidersLoaders,
  rules: paymentProvidersRules,
  nodes,
});
