import DataLoader from 'dataloader';
import type { BillResponse } from '../../../contracts/treasury/bills.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { BillsApi } from './upstream.js';

/** The bills DataLoaders: the ids a request asks for, in one upstream call. */
export function billsLoaders(caller: CallerIdentity, api: BillsApi) {
  return {
    /** The organisation's bills by id (needs bills:read). */
    bill: new DataLoader<string, BillResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
