import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { invoicePaymentsLoaders } from './loaders.js';
import { invoicePaymentResolvers } from './resolvers.js';
import { invoicePaymentsRules } from './rules.js';
import { InvoicePaymentsApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  InvoicePayment: loadedBy('invoice-payments:read', (loaders) => loaders.invoicePayment),
};

/** Invoice payments: what buyers paid, allocated to their invoices. */
export const invoicePaymentsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: invoicePaymentResolvers,
  upstream: (clients) => new InvoicePaymentsApi(clients.invoicing),
  loaders: invoicePaymentsLoaders,
  rules: invoicePaymentsRules,
  nodes,
});
