import type {
  CounterpartyBatchResponse,
  CounterpartyCreateBody,
  CounterpartyCreatedResponse,
  CounterpartyListQuery,
  CounterpartyListResponse,
  CounterpartyResponse,
  CounterpartyUpdateBody,
} from '../../../contracts/treasury/counterparties.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined, type PageArgs } from '../../upstream/pages.js';

/** The treasury service's counterparties. */
export class CounterpartiesApi {
  constructor(readonly client: UpstreamClient) {}

  listCounterparties(
    caller: CallerIdentity,
    page: PageArgs & {
      sort?: CounterpartyListQuery['sort'] | null;
      sortDirection?: CounterpartyListQuery['sortDirection'] | null;
    },
    filter: {
      search?: string | null;
      type?: CounterpartyListQuery['type'] | null;
      status?: CounterpartyListQuery['status'] | null;
      updatedSince?: string | null;
    },
  ): Promise<CounterpartyListResponse> {
    const query: CounterpartyListQuery = {
      first: orUndefined(page.first),
      after: orUndefined(page.after),
      last: orUndefined(page.last),
      before: orUndefined(page.before),
      sort: orUndefined(page.sort),
      sortDirection: orUndefined(page.sortDirection),
      search: orUndefined(filter.search),
      type: orUndefined(filter.type),
      status: orUndefined(filter.status),
      updatedSince: orUndefined(filter.updatedSince),
    };
    return this.client.call(caller, { method: 'GET', path: '/counterparties', query });
  }

  counterpartiesByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<CounterpartyResponse[]> {
    return this.client.items<CounterpartyBatchResponse>(caller, '/counterparties/batch', { ids });
  }

  createCounterparty(
    caller: CallerIdentity,
    input: CounterpartyCreateBody,
  ): Promise<CounterpartyCreatedResponse> {
    return this.client.call(caller, { method: 'POST', path: '/counterparties', body: input });
  }

  updateCounterparty(
    caller: CallerIdentity,
    id: string,
    input: CounterpartyUpdateBody,
  ): Promise<CounterpartyResponse> {
    return this.client.call(caller, {
      method: 'PATCH',
      path: `/counterparties/${encodeURIComponent(id)}`,
      body: input,
    });
  }

  deleteCounterparty(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/counterparties/${encodeURIComponent(id)}`,
    });
  }
}
