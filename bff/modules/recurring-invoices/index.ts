import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { recurringInvoicesLoaders } from './loaders.js';
import { recurringInvoiceResolvers } from './resolvers.js';
import { recurringInvoicesRules } from './rules.js';
import { RecurringInvoicesApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  RecurringInvoice: loadedBy('invoices:read', (loaders) => loaders.recurringInvoice),
};

/** Recurring invoices: standing orders invoiced on their buyers' billing cycles. */
export const recurringInvoicesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: recurringInvoiceResolvers,
  upstream: (clients) => new RecurringInvoicesApi(clients.invoicing),
  loaders: recurringInvoicesLoaders,
  rules: recurringInvoicesRules,
  nodes,
});
