import DataLoader from 'dataloader';
import type { SalesOrderResponse } from '../../../contracts/invoicing/sales-orders.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { SalesOrdersApi } from './upstream.js';

/** The sales orders DataLoaders: the ids a request asks for, in one upstream call. */
export function salesOrdersLoaders(caller: CallerIdentity, api: SalesOrdersApi) {
  return {
    /** The organisation's sales orders by id (needs sales-orders:read). */
    salesOrder: new DataLoader<string, SalesOrderResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
