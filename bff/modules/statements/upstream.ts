import type {
  ImportBatchQuery,
  ImportListQuery,
  ImportListResponse,
  ImportResponse,
  ImportStartBody,
} from '../../../contracts/treasury/imports.js';
import type {
  StatementBatchResponse,
  StatementCreateBody,
  StatementExportBody,
  StatementExportResponse,
  StatementFilters,
  StatementListQuery,
  StatementPage,
  StatementTransactionResponse,
  SyncScheduleBody,
  SyncScheduleResponse,
} from '../../../contracts/treasury/statements.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { UpstreamError } from '../../upstream/errors.js';

/** One edge of a statement page (contracts/treasury/statements.ts), named for the schema's `StatementTransactionEdge`. */
export type StatementEdgeRecord = StatementPage['items'][number];

/** The treasury service's statement transactions, imports and statement sync schedules. */
export class StatementsApi {
  constructor(readonly client: UpstreamClient) {}

  listStatementTransactions(
    caller: CallerIdentity,
    page: Pick<StatementListQuery, 'first' | 'after' | 'sort' | 'sortDirection'>,
    filter: StatementFilters,
  ): Promise<StatementPage> {
    const query: StatementListQuery = { ...page, ...filter };
    return this.client.call(caller, { method: 'GET', path: '/statement-transactions', query });
  }

  statementTransactionsByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<StatementTransactionResponse[]> {
    return this.client.items<StatementBatchResponse>(caller, '/statement-transactions/batch', {
      ids,
    });
  }

  createStatementTransaction(
    caller: CallerIdentity,
    input: StatementCreateBody,
  ): Promise<StatementTransactionResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/statement-transactions',
      body: input,
    });
  }

  exportStatementTransactions(
    caller: CallerIdentity,
    filters: StatementFilters,
    mailTo: string,
  ): Promise<StatementExportResponse> {
    const body: StatementExportBody = { filters, mailTo };
    return this.client.call(caller, {
      method: 'POST',
      path: '/statement-transactions/exports',
      body,
    });
  }

  startImport(caller: CallerIdentity, input: ImportStartBody): Promise<ImportResponse> {
    return this.client.call(caller, { method: 'POST', path: '/imports', body: input });
  }

  confirmImport(caller: CallerIdentity, id: string): Promise<ImportResponse> {
    return this.client.call(caller, { method: 'POST', path: `/imports/${id}/confirm` });
  }

  listImports(caller: CallerIdentity, query: ImportListQuery): Promise<ImportResponse[]> {
    return this.client.items<ImportListResponse>(caller, '/imports', query);
  }

  async importsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<ImportResponse[]> {
    const query: ImportBatchQuery = { ids: [...ids] };
    return this.client.items<ImportListResponse>(caller, '/imports/batch', query);
  }

  /** The account's sync schedule, or null when it has none. */
  async syncSchedule(
    caller: CallerIdentity,
    bankAccountId: string,
  ): Promise<SyncScheduleResponse | null> {
    try {
      return await this.client.call<SyncScheduleResponse>(caller, {
        method: 'GET',
        path: `/bank-accounts/${bankAccountId}/sync-schedule`,
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }

  scheduleSync(
    caller: CallerIdentity,
    bankAccountId: string,
    intervalMinutes: number,
  ): Promise<SyncScheduleResponse> {
    const body: SyncScheduleBody = { intervalMinutes };
    return this.client.call(caller, {
      method: 'POST',
      path: `/bank-accounts/${bankAccountId}/sync-schedule`,
      body,
    });
  }

  unscheduleSync(caller: CallerIdentity, bankAccountId: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/bank-accounts/${bankAccountId}/sync-schedule`,
    });
  }

  runSync(caller: CallerIdentity, bankAccountId: string): Promise<SyncScheduleResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/bank-accounts/${bankAccountId}/sync-schedule/run`,
    });
  }
}
