import { GOODS_RECEIPT_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { defineModule, documentRules, loadedBy, needsEither, type NodeSources } from '../module.js';
import { goodsReceiptsLoaders } from './loaders.js';
import { goodsReceiptResolvers } from './resolvers.js';
import { GoodsReceiptsApi } from './upstream.js';

/** Who may call each mutation: its creation, and its moves as their lifecycle declares them. */
const goodsReceiptsRules = documentRules(
  'goodsReceipt',
  GOODS_RECEIPT_LIFECYCLE,
  needsEither('sales-orders:manage', 'purchase-orders:manage'),
);

/** The kinds of object whose global ids this module mints, and how `node(id:)` fetches each. */
const nodes: NodeSources = {
  GoodsReceipt: loadedBy('sales-orders:read', (loaders) => loaders.goodsReceipt),
};

/** Goods receipts: what buyers received of their sales orders, and the orders' fulfillment. */
export const goodsReceiptsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: goodsReceiptResolvers,
  upstream: (clients) => new GoodsReceiptsApi(clients.invoicing),
  loaders: goodsReceiptsLoaders,
  rules: goodsReceiptsRules,
  nodes,
});
