import { SALES_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { defineModule, documentRules, loadedBy, needs, type NodeSources } from '../module.js';
import { salesOrdersLoaders } from './loaders.js';
import { salesOrderResolvers } from './resolvers.js';
import { SalesOrdersApi } from './upstream.js';

/** Who may call each mutation: its creation and a draft's edit, and its moves as their lifecycle declares them. */
const salesOrdersRules = {
  ...documentRules('salesOrder', SALES_ORDER_LIFECYCLE, needs('sales-orders:manage')),
  salesOrderEditDraft: needs('sales-orders:manage'),
};

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
