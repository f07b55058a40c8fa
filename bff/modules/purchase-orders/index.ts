import { PURCHASE_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { defineModule, documentRules, loadedBy, needs, type NodeSources } from '../module.js';
import { purchaseOrdersLoaders } from './loaders.js';
import { purchaseOrderResolvers } from './resolvers.js';
import { PurchaseOrdersApi } from './upstream.js';

/** Who may call each mutation: its creation, and its moves as their lifecycle declares them. */
const purchaseOrdersRules = documentRules(
  'purchaseOrder',
  PURCHASE_ORDER_LIFECYCLE,
  needs('purchase-orders:manage'),
);

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
