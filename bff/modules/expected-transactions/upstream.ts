import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined, type Edge, type PageRecord } from '../../upstream/pages.js';

/** An expected transaction as the treasury service answers it. */
export type ExpectedTransactionRecord = {
  id: string;
  date: string;
  counterpartyId: string | null;
  counterparty: { id: string; alias: string; legalName: string } | null;
  description: string;
  amount: string;
  currency: 'IDR' | 'USD' | 'SGD';
  direction: 'DEBIT' | 'CREDIT';
  internalDescription: string | null;
  externalId: string | null;
  reconciliationData: { key: string; value: string }[];
  bankAccountId: string | null;
  reconciliationStatus: 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED';
  reconciledAmount: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
};
export type ExpectedTransactionFilter = {
  dateFrom?: string;
  dateTo?: string;
  direction?: 'DEBIT' | 'CREDIT';
  reconciliationStatus?: ExpectedTransactionRecord['reconciliationStatus'];
  counterpartyId?: string;
  amountMin?: string;
  amountMax?: string;
  search?: string;
};
/** The body of a create; an update takes any part of it, with null clearing an optional field. */
export type ExpectedTransactionInputRecord = {
  date: string;
  counterpartyId?: string | null;
  description: string;
  amount: string;
  currency?: 'IDR' | 'USD' | 'SGD';
  direction: 'DEBIT' | 'CREDIT';
  internalDescription?: string | null;
  externalId?: string | null;
  reconciliationData?: { key: string; value: string }[];
  bankAccountId?: string | null;
};

export type ExpectedTransactionPageRecord = PageRecord<ExpectedTransactionRecord>;
export type ExpectedTransactionEdgeRecord = Edge<ExpectedTransactionRecord>;

/** The treasury service's expected transactions. */
export class ExpectedTransactionsApi {
  constructor(readonly client: UpstreamClient) {}

  listExpectedTransactions(caller: CallerIdentity, page: { first?: number | null; after?: string | null }, filter: ExpectedTransactionFilter): Promise<PageRecord<ExpectedTransactionRecord>> {
    return this.client.call(caller, { method: 'GET', path: '/expected-transactions', query: { first: orUndefined(page.first), after: orUndefined(page.after), ...filter } });
  }

  async expectedTransactionsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<ExpectedTransactionRecord[]> {
    const { items } = await this.client.call<{ items: ExpectedTransactionRecord[] }>(caller, { method: 'GET', path: '/expected-transactions/batch', query: { ids } });
    return items;
  }

  createExpectedTransaction(caller: CallerIdentity, input: ExpectedTransactionInputRecord): Promise<Edge<ExpectedTransactionRecord>> {
    return this.client.call(caller, { method: 'POST', path: '/expected-transactions', body: input });
  }

  updateExpectedTransaction(caller: CallerIdentity, id: string, input: Partial<ExpectedTransactionInputRecord>): Promise<ExpectedTransactionRecord> {
    return this.client.call(caller, { method: 'PATCH', path: `/expected-transactions/${encodeURIComponent(id)}`, body: input });
  }

  deleteExpectedTransaction(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: `/expected-transactions/${encodeURIComponent(id)}` });
  }
}
