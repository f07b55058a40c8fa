import DataLoader from 'dataloader';
import type { BankAccountResponse } from '../../../contracts/treasury/bank-accounts.js';
import type { EntityResponse } from '../../../contracts/treasury/entities.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId, once } from '../module.js';
import type { BankAccountsApi, BankRecord } from './upstream.js';

/** The bank accounts DataLoaders: each batches the ids a request asks for into one upstream call. */
export function bankAccountsLoaders(caller: CallerIdentity, api: BankAccountsApi) {
  return {
    /** The organisation's own bank accounts by id (needs bank-accounts:read). */
    bankAccount: new DataLoader<string, BankAccountResponse | null>(
      async (ids) => byId(ids, await api.bankAccountsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** The bank catalogue, once per request. */
    banks: new DataLoader<'all', BankRecord[]>((keys) =>
      once(keys, async () => (await api.banks(caller)).items),
    ),
    /** All the organisation's entities, once per request. */
    entities: new DataLoader<'all', EntityResponse[]>((keys) =>
      once(keys, () => api.entities(caller)),
    ),
  };
}
