import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { salesOrdersLoaders } from './loaders.js';
import { salesOrderResolvers } from './resolvers.js';
import { salesOrdersRules } from './rules.js';
import { SalesOrdersApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  SalesOrder: loadedBy('sales-orders:read', (loaders) => loaders.salesOrder),
};

/** Sales orders: what buyers order, with their lines, numbers, credit check and lifecycle. */
export const salesOrdersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: salesOrderResolvers,
  upstream: (clients) => new SalesOrdersApi(clients.invoicing),
  loaders: salesOrdersLoaders,
  rules: salesOrdersRules,
  nodes,
});
