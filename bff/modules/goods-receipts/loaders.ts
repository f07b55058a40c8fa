import DataLoader from 'dataloader';
import type {
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../../contracts/invoicing/goods-receipts.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { GoodsReceiptsApi } from './upstream.js';

/** The goods receipts DataLoaders: receipts by id in one upstream call, and an order's receipts once per request. */
export function goodsReceiptsLoaders(caller: CallerIdentity, api: GoodsReceiptsApi) {
  return {
    /** The organisation's goods receipts by id (those of the kinds of order the caller may read). */
    goodsReceipt: new DataLoader<string, GoodsReceiptResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** A sales order's receipts and what is received of its lines, by the order's id: an order's page asks for one. */
    receiptsOfOrder: new DataLoader<string, GoodsReceiptListResponse>((orderIds) =>
      Promise.all(orderIds.map((id) => api.ofOrder(caller, { salesOrderId: id }))),
    ),
    /** A purchase order's receipts and what is received of its lines, by the order's id. */
    receiptsOfPurchaseOrder: new DataLoader<string, GoodsReceiptListResponse>((orderIds) =>
      Promise.all(orderIds.map((id) => api.ofOrder(caller, { purchaseOrderId: id }))),
    ),
  };
}
