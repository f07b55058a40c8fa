import { defineModule } from '../module.js';
import { paymentProvidersLoaders } from './loaders.js';
import { paymentProviderResolvers } from './resolvers.js';
import { paymentProvidersRules } from './rules.js';
import { PaymentProvidersApi } from './upstream.js';

/** Payment providers: the gateways an organisation collects through, their records, transactions and settlements. */
export const paymentProvidersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: paymentProviderResolvers,
  upstream: (clients) => new PaymentProvidersApi(clients.treasury),
  loaders: paymentProvidersLoaders,
  rules: paymentProvidersRules,
});
