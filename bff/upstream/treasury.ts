import type { CallerIdentity, UpstreamClient } from './client.js';

export type CounterpartyType = 'COMPANY' | 'INDIVIDUAL';
export type BankRecord = { code: string; name: string };
export type BankAccountRecord = { id: string; bankCode: string; bankName: string; accountNumber: string; accountName: string; alias: string | null };
export type CounterpartyRecord = {
  id: string;
  legalName: string;
  alias: string;
  email: string | null;
  type: CounterpartyType;
  bankAccounts: BankAccountRecord[];
  createdAt: string;
  createdBy: string | null;
};
export type Edge<T> = { cursor: string; node: T };
export type PageRecord<T> = {
  items: Edge<T>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};
export type PageArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };
export type CounterpartyCreateRecord = {
  legalName: string;
  alias: string;
  email?: string | null;
  type: CounterpartyType;
  bankAccounts: { bankCode: string; accountNumber: string; accountName: string; alias?: string | null }[];
};

const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The treasury service's REST API, typed. */
export class TreasuryApi {
  constructor(readonly client: UpstreamClient) {}

  banks(caller: CallerIdentity): Promise<{ items: BankRecord[] }> {
    return this.client.call(caller, { method: 'GET', path: '/banks' });
  }

  listCounterparties(caller: CallerIdentity, page: PageArgs, filter: { search?: string | null; type?: CounterpartyType | null }): Promise<PageRecord<CounterpartyRecord>> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/counterparties',
      query: {
        first: orUndefined(page.first),
        after: orUndefined(page.after),
        last: orUndefined(page.last),
        before: orUndefined(page.before),
        search: orUndefined(filter.search),
        type: orUndefined(filter.type),
      },
    });
  }

  async counterpartiesByIds(caller: CallerIdentity, ids: readonly string[]): Promise<CounterpartyRecord[]> {
    const { items } = await this.client.call<{ items: CounterpartyRecord[] }>(caller, { method: 'GET', path: '/counterparties/batch', query: { ids } });
    return items;
  }

  createCounterparty(caller: CallerIdentity, input: CounterpartyCreateRecord): Promise<Edge<CounterpartyRecord>> {
    return this.client.call(caller, { method: 'POST', path: '/counterparties', body: input });
  }
}
