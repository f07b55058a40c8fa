import DataLoader from 'dataloader';
import type {
  ProposalResponse,
  ReconciliationResponse,
} from '../../../contracts/treasury/reconciliations.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { ReconciliationApi } from './upstream.js';

/** The matches of each of the keys, one side of the allocations: one upstream call for a whole page of lines or items. */
function matchesOf(
  keys: readonly string[],
  matches: ReconciliationResponse[],
  sideOf: (allocation: ReconciliationResponse['allocations'][number]) => string,
): ReconciliationResponse[][] {
  const bySide = new Map<string, ReconciliationResponse[]>();
  for (const match of matches) {
    for (const side of new Set(match.allocations.map(sideOf)))
      bySide.set(side, [...(bySide.get(side) ?? []), match]);
  }
  return keys.map((key) => bySide.get(key) ?? []);
}

/** The reconciliation DataLoaders: each batches the ids a request asks for into one upstream call. */
export function reconciliationLoaders(caller: CallerIdentity, api: ReconciliationApi) {
  return {
    /** Matches by id (needs reconciliation:read). */
    reconciliation: new DataLoader<string, ReconciliationResponse | null>(
      async (ids) => byId(ids, await api.reconciliations(caller, { ids: [...ids] })),
      { maxBatchSize: 100 },
    ),
    /** The matches of statement transactions, by the line's id (needs reconciliation:read). */
    reconciliationsOfStatementTransaction: new DataLoader<string, ReconciliationResponse[]>(
      async (ids) =>
        matchesOf(
          ids,
          await api.reconciliations(caller, { statementTransactionIds: [...ids] }),
          (allocation) => allocation.statementTransactionId,
        ),
      { maxBatchSize: 100 },
    ),
    /** The matches of expected transactions, by the item's id (needs reconciliation:read). */
    reconciliationsOfExpectedTransaction: new DataLoader<string, ReconciliationResponse[]>(
      async (ids) =>
        matchesOf(
          ids,
          await api.reconciliations(caller, { expectedTransactionIds: [...ids] }),
          (allocation) => allocation.item.id,
        ),
      { maxBatchSize: 100 },
    ),
    /** Proposals by id, whatever their status (needs reconciliation:read). */
    reconciliationProposal: new DataLoader<string, ProposalResponse | null>(
      async (ids) => byId(ids, await api.proposalsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
