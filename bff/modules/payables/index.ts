import { defineModule } from '../module.js';
import { payablesResolvers } from './resolvers.js';
import { PayablesApi } from './upstream.js';

/** The aged payables: what is owed on bills, per supplier and currency, by age. */
export const payablesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: payablesResolvers,
  upstream: (clients) => new PayablesApi(clients.treasury),
});
