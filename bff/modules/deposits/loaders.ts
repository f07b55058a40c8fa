import DataLoader from 'dataloader';
import type { DepositResponse } from '../../../contracts/treasury/deposits.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { DepositsApi } from './upstream.js';

/** The deposits DataLoaders: the ids a request asks for, in one upstream call. */
export function depositsLoaders(caller: CallerIdentity, api: DepositsApi) {
  return {
    /** The organisation's deposits by id (needs deposits:read). */
    deposit: new DataLoader<string, DepositResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
