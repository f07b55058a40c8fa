import type {
  DepositBatchResponse,
  DepositCreateBody,
  DepositEdge,
  DepositListQuery,
  DepositListResponse,
  DepositResponse,
  DepositUpdateBody,
} from '../../../contracts/treasury/deposits.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';

/** The list's filters, as the service's query takes them. */
export type DepositFilter = Omit<DepositListQuery, 'first' | 'after'>;

/** The treasury service's deposits. */
export class DepositsApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: DepositFilter,
  ): Promise<DepositListResponse> {
    const query: DepositListQuery = {
      ...forwardPage(page),
      ...filter,
    };
    return this.client.call(caller, { method: 'GET', path: '/deposits', query });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<DepositResponse[]> {
    return this.client.items<DepositBatchResponse>(caller, '/deposits/batch', { ids });
  }

  create(caller: CallerIdentity, body: DepositCreateBody): Promise<DepositEdge> {
    return this.client.call(caller, { method: 'POST', path: '/deposits', body });
  }

  update(caller: CallerIdentity, id: string, body: DepositUpdateBody): Promise<DepositResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: `/deposits/${encodeURIComponent(id)}`,
      body,
    });
  }

  close(caller: CallerIdentity, id: string, reason: string): Promise<DepositResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/deposits/${encodeURIComponent(id)}/close`,
      body: { reason },
    });
  }
}

/** Why and when a deposit was closed (the GraphQL `DepositClosure`, its member resolved by id). */
export type DepositClosureRecord = NonNullable<DepositResponse['closure']>;
