import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { salesInvoicesLoaders } from './loaders.js';
import { homeApprovalResolvers } from './home.js';
import { salesInvoiceResolvers } from './resolvers.js';
import { salesInvoicesRules } from './rules.js';
import { SalesInvoicesApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  SalesInvoice: loadedBy('invoices:read', (loaders) => loaders.salesInvoice),
};

/** Sales invoices: what buyers owe for their orders, from the orders' lines or goods receipts, approved and numbered. */
export const salesInvoicesModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: { ...salesInvoiceResolvers, ...homeApprovalResolvers },
  upstream: (clients) => new SalesInvoicesApi(clients.invoicing),
  loaders: salesInvoicesLoaders,
  rules: salesInvoicesRules,
  nodes,
});
