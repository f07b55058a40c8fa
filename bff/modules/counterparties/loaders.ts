import DataLoader from 'dataloader';
import type { CounterpartyResponse } from '../../../contracts/treasury/counterparties.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { CounterpartiesApi } from './upstream.js';

/** The counterparties DataLoaders: each batches the ids a request asks for into one upstream call. */
export function counterpartiesLoaders(caller: CallerIdentity, api: CounterpartiesApi) {
  return {
    counterparty: new DataLoader<string, CounterpartyResponse | null>(
      async (ids) => byId(ids, await api.counterpartiesByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
