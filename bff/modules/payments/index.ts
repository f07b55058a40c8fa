import { defineModule } from '../module.js';
import { paymentsLoaders } from './loaders.js';
import { paymentResolvers } from './resolvers.js';
import { paymentsRules } from './rules.js';
import { PaymentsApi } from './upstream.js';

/** Payments and transfers: the lists and their tabs, create and change, approve, reject, cancel and archive in bulk, live updates, and the approval rules. */
export const paymentsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: paymentResolvers,
  upstream: (clients) => new PaymentsApi(clients.treasury),
  loaders: paymentsLoaders,
  rules: paymentsRules,
});
