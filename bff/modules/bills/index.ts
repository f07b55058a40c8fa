import { defineModule } from '../module.js';
import { billResolvers } from './resolvers.js';
import { BillsApi } from './upstream.js';
import { billsLoaders } from './loaders.js';
import { billsRules } from './rules.js';

/** Bills: what the organisation owes its suppliers, approved and then paid. */
export const billsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: billResolvers,
  upstream: (clients) => new BillsApi(clients.treasury),
  loaders: billsLoaders,
  rules: billsRules,
});
