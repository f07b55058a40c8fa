import DataLoader from 'dataloader';
import type {
  StatementTransactionResponse,
  SyncScheduleResponse,
} from '../../../contracts/treasury/statements.js';
import type { ImportResponse } from '../../../contracts/treasury/imports.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { StatementsApi } from './upstream.js';

/** The statements DataLoaders: each batches the ids a request asks for into one upstream call. */
export function statementsLoaders(caller: CallerIdentity, api: StatementsApi) {
  return {
    /** Statement transactions by id (needs statements:read). */
    statementTransaction: new DataLoader<string, StatementTransactionResponse | null>(
      async (ids) => byId(ids, await api.statementTransactionsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** Bulk imports by id (needs the read permission of their kind). */
    import: new DataLoader<string, ImportResponse | null>(
      async (ids) => byId(ids, await api.importsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** The statement sync schedule of a bank account by the account's id, or null. */
    syncSchedule: new DataLoader<string, SyncScheduleResponse | null>(async (ids) =>
      Promise.all(ids.map((id) => api.syncSchedule(caller, id))),
    ),
  };
}
