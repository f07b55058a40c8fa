import DataLoader from 'dataloader';
import type { CreditMemoResponse } from '../../../contracts/invoicing/credit-memos.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { CreditMemosApi } from './upstream.js';

/** The credit memos DataLoaders: memos by id in one upstream call. */
export function creditMemosLoaders(caller: CallerIdentity, api: CreditMemosApi) {
  return {
    /** The organisation's credit memos by id (needs credit-memos:read). */
    creditMemo: new DataLoader<string, CreditMemoResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
