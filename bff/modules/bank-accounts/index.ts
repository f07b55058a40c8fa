import { defineModule } from '../module.js';
import { bankAccountResolvers } from './resolvers.js';
import { BankAccountsApi } from './upstream.js';
import { bankAccountsLoaders } from './loaders.js';
import { bankAccountsRules } from './rules.js';

/** The bank catalogue, the organisation's bank accounts, their balances and entities. */
export const bankAccountsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: bankAccountResolvers,
  upstream: (clients) => new BankAccountsApi(clients.treasury),
  loaders: bankAccountsLoaders,
  rules: bankAccountsRules,
});
