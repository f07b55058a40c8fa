import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { bankAccountResolvers } from './resolvers.js';
import { BankAccountsApi } from './upstream.js';
import { bankAccountsLoaders } from './loaders.js';
import { bankAccountsRules } from './rules.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  BankAccount: loadedBy('bank-accounts:read', (loaders) => loaders.bankAccount),
  Entity: {
    permission: 'bank-accounts:read',
    fetch: async (context, id) =>
      (await context.loaders.entities.load('all')).find((entity) => entity.id === id),
  },
};

/** The bank catalogue, the organisation's bank accounts, their balances and entities. */
export const bankAccountsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: bankAccountResolvers,
  upstream: (clients) => new BankAccountsApi(clients.treasury),
  loaders: bankAccountsLoaders,
  rules: bankAccountsRules,
  nodes,
});
