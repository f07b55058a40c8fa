import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { UpstreamError } from '../../upstream/errors.js';
import type { ExportRecord } from '../exports/upstream.js';

export type StatementTransactionRecord = {
  id: string;
  bankAccountId: string;
  transactionDate: string;
  transactionTime: string | null;
  postingDate: string | null;
  description: string;
  reference: string | null;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
  currency: string;
  endingBalance: string | null;
  source: 'MANUAL' | 'IMPORT' | 'API' | 'CRAWLER';
  reconciliationStatus: 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED';
  reconciledAmount: string;
  importId: string | null;
  createdBy: string | null;
  createdAt: string;
};
export type StatementFilterRecord = {
  bankAccountId?: string;
  dateFrom?: string;
  dateTo?: string;
  direction?: 'DEBIT' | 'CREDIT';
  status?: StatementTransactionRecord['reconciliationStatus'];
  amountMin?: string;
  amountMax?: string;
  search?: string;
};
export type StatementEdgeRecord = { cursor: string; node: StatementTransactionRecord };
export type StatementPageRecord = {
  items: StatementEdgeRecord[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};
export type ImportKind = 'STATEMENT' | 'COUNTERPARTIES' | 'EXPECTED_TRANSACTIONS';
export type ImportIssueRecord = { row: number; field: string; severity: 'error' | 'warning'; code: string; message: string; value?: string; expected?: string };
export type ImportRecord = {
  id: string;
  kind: ImportKind;
  status: 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'BLOCKED' | 'NEEDS_CONFIRMATION' | 'FAILED';
  fileName: string;
  bankAccountId: string | null;
  totalBytes: number;
  processedBytes: number;
  rowsRead: number;
  created: number;
  skipped: number;
  errorCount: number;
  warningCount: number;
  issues: ImportIssueRecord[];
  summary: Record<string, string>;
  failureCode: string | null;
  createdBy: string | null;
  createdAt: string;
  finishedAt: string | null;
};
export type SyncScheduleRecord = {
  id: string;
  bankAccountId: string;
  intervalMinutes: number;
  nextRunAt: string;
  lastRunAt: string | null;
  lastStatus: 'SUCCEEDED' | 'FAILED' | null;
  lastError: string | null;
  syncedThrough: string | null;
};

/** The treasury service's statement transactions, imports and statement sync schedules. */
export class StatementsApi {
  constructor(readonly client: UpstreamClient) {}

  listStatementTransactions(caller: CallerIdentity, page: { first?: number; after?: string }, filter: StatementFilterRecord): Promise<StatementPageRecord> {
    return this.client.call(caller, { method: 'GET', path: '/statement-transactions', query: { ...page, ...filter } });
  }

  async statementTransactionsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<StatementTransactionRecord[]> {
    const { items } = await this.client.call<{ items: StatementTransactionRecord[] }>(caller, { method: 'GET', path: '/statement-transactions/batch', query: { ids } });
    return items;
  }

  createStatementTransaction(caller: CallerIdentity, input: Record<string, unknown>): Promise<StatementTransactionRecord> {
    return this.client.call(caller, { method: 'POST', path: '/statement-transactions', body: input });
  }

  exportStatementTransactions(caller: CallerIdentity, filters: StatementFilterRecord, mailTo: string): Promise<ExportRecord> {
    return this.client.call(caller, { method: 'POST', path: '/statement-transactions/exports', body: { filters, mailTo } });
  }

  startImport(caller: CallerIdentity, input: { kind: ImportKind; uploadId: string; bankAccountId?: string }): Promise<ImportRecord> {
    return this.client.call(caller, { method: 'POST', path: '/imports', body: input });
  }

  confirmImport(caller: CallerIdentity, id: string): Promise<ImportRecord> {
    return this.client.call(caller, { method: 'POST', path: `/imports/${id}/confirm` });
  }

  listImports(caller: CallerIdentity, query: { kind: ImportKind; bankAccountId?: string; limit?: number }): Promise<ImportRecord[]> {
    return this.client.call<{ items: ImportRecord[] }>(caller, { method: 'GET', path: '/imports', query }).then((page) => page.items);
  }

  async importsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<ImportRecord[]> {
    const { items } = await this.client.call<{ items: ImportRecord[] }>(caller, { method: 'GET', path: '/imports/batch', query: { ids } });
    return items;
  }

  /** The account's sync schedule, or null when it has none. */
  async syncSchedule(caller: CallerIdentity, bankAccountId: string): Promise<SyncScheduleRecord | null> {
    try {
      return await this.client.call<SyncScheduleRecord>(caller, { method: 'GET', path: `/bank-accounts/${bankAccountId}/sync-schedule` });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return null;
      throw error;
    }
  }

  scheduleSync(caller: CallerIdentity, bankAccountId: string, intervalMinutes: number): Promise<SyncScheduleRecord> {
    return this.client.call(caller, { method: 'POST', path: `/bank-accounts/${bankAccountId}/sync-schedule`, body: { intervalMinutes } });
  }

  unscheduleSync(caller: CallerIdentity, bankAccountId: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: `/bank-accounts/${bankAccountId}/sync-schedule` });
  }

  runSync(caller: CallerIdentity, bankAccountId: string): Promise<SyncScheduleRecord> {
    return this.client.call(caller, { method: 'POST', path: `/bank-accounts/${bankAccountId}/sync-schedule/run` });
  }
}
