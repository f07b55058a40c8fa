import { defineModule, loadedBy, type NodeSources } from '../module.js';
import { purchaseOrdersLoaders } from './loaders.js';
import { purchaseOrderResolvers } from './resolvers.js';
import { purchaseOrdersRules } from './rules.js';
import { PurchaseOrdersApi } from './upstream.js';

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  PurchaseOrder: loadedBy('purchase-orders:read', (loaders) => loaders.purchaseOrder),
};

/** Purchase orders: what the organisation orders from its suppliers, with their lines, numbers and lifecycle. */
export const purchaseOrdersModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: purchaseOrderResolvers,
  upstream: (clients) => new PurchaseOrdersApi(clients.invoicing),
  loaders: purchaseOrdersLoaders,
  rules: purchaseOrdersRules,
  nodes,
});
