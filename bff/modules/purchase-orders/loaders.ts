import DataLoader from 'dataloader';
import type { PurchaseOrderResponse } from '../../../contracts/invoicing/purchase-orders.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { PurchaseOrdersApi } from './upstream.js';

/** The purchase orders DataLoaders: the ids a request asks for, in one upstream call. */
export function purchaseOrdersLoaders(caller: CallerIdentity, api: PurchaseOrdersApi) {
  return {
    /** The organisation's purchase orders by id (needs purchase-orders:read). */
    purchaseOrder: new DataLoader<string, PurchaseOrderResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
