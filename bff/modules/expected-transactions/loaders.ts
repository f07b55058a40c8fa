import DataLoader from 'dataloader';
import type { ExpectedTransactionResponse } from '../../../contracts/treasury/expected-transactions.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { ExpectedTransactionsApi } from './upstream.js';

/** The expected transactions DataLoaders: each batches the ids a request asks for into one upstream call. */
export function expectedTransactionsLoaders(caller: CallerIdentity, api: ExpectedTransactionsApi) {
  return {
    /** The organisation's expected transactions by id (needs expected-transactions:read). */
    expectedTransaction: new DataLoader<string, ExpectedTransactionResponse | null>(
      async (ids) => byId(ids, await api.expectedTransactionsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
