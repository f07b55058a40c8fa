import { defineModule } from '../module.js';
import { counterpartyResolvers } from './resolvers.js';
import { CounterpartiesApi } from './upstream.js';
import { counterpartiesLoaders } from './loaders.js';
import { counterpartiesRules } from './rules.js';

/** Counterparties: the businesses and people the organisation pays and is paid by. */
export const counterpartiesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: counterpartyResolvers,
  upstream: (clients) => new CounterpartiesApi(clients.treasury),
  loaders: counterpartiesLoaders,
  rules: counterpartiesRules,
});
