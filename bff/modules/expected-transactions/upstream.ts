import type {
  ExpectedTransactionBatchResponse,
  ExpectedTransactionCreateBody,
  ExpectedTransactionEdge,
  ExpectedTransactionListQuery,
  ExpectedTransactionListResponse,
  ExpectedTransactionResponse,
  ExpectedTransactionUpdateBody,
} from '../../../contracts/treasury/expected-transactions.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { forwardPage, orUndefined } from '../../upstream/pages.js';

/** The list's filters, as the service's query takes them. */
export type ExpectedTransactionFilter = Omit<
  ExpectedTransactionListQuery,
  'first' | 'after' | 'sort' | 'sortDirection'
>;

/** The treasury service's expected transactions. */
export class ExpectedTransactionsApi {
  constructor(readonly client: UpstreamClient) {}

  listExpectedTransactions(
    caller: CallerIdentity,
    page: {
      first?: number | null;
      after?: string | null;
      sort?: ExpectedTransactionListQuery['sort'] | null;
      sortDirection?: ExpectedTransactionListQuery['sortDirection'] | null;
    },
    filter: ExpectedTransactionFilter,
  ): Promise<ExpectedTransactionListResponse> {
    const query: ExpectedTransactionListQuery = {
      ...forwardPage(page),
      sort: orUndefined(page.sort),
      sortDirection: orUndefined(page.sortDirection),
      ...filter,
    };
    return this.client.call(caller, { method: 'GET', path: '/expected-transactions', query });
  }

  expectedTransactionsByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<ExpectedTransactionResponse[]> {
    return this.client.items<ExpectedTransactionBatchResponse>(
      caller,
      '/expected-transactions/batch',
      { ids },
    );
  }

  createExpectedTransaction(
    caller: CallerIdentity,
    input: ExpectedTransactionCreateBody,
  ): Promise<ExpectedTransactionEdge> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/expected-transactions',
      body: input,
    });
  }

  updateExpectedTransaction(
    caller: CallerIdentity,
    id: string,
    input: ExpectedTransactionUpdateBody,
  ): Promise<ExpectedTransactionResponse> {
    return this.client.call(caller, {
      method: 'PATCH',
      path: `/expected-transactions/${encodeURIComponent(id)}`,
      body: input,
    });
  }

  deleteExpectedTransaction(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/expected-transactions/${encodeURIComponent(id)}`,
    });
  }
}
