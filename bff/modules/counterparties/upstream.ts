import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined, type Edge, type PageArgs, type PageRecord } from '../../upstream/pages.js';

export type CounterpartyType = 'COMPANY' | 'INDIVIDUAL';
export type CounterpartyStatus = 'ACTIVE' | 'INACTIVE';
export type BankAccountRecord = { id: string; bankCode: string; bankName: string; accountNumber: string; accountName: string; alias: string | null; internalBankAccountId?: string | null };
export type CounterpartyRecord = {
  id: string;
  legalName: string;
  alias: string;
  email: string | null;
  type: CounterpartyType;
  externalId: string | null;
  status: CounterpartyStatus;
  generated: boolean;
  entity: { id: string; name: string; isDefault: boolean } | null;
  bankAccounts: BankAccountRecord[];
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
};
export type CounterpartyCreateRecord = {
  legalName: string;
  alias: string;
  email?: string | null;
  type: CounterpartyType;
  externalId?: string | null;
  bankAccounts: { bankCode: string; accountNumber: string; accountName: string; alias?: string | null }[];
};
/** A change to a counterparty, as the service takes it (absent fields stay; null clears email and external id). */
export type CounterpartyUpdateRecord = {
  legalName?: string;
  alias?: string;
  email?: string | null;
  type?: CounterpartyType;
  externalId?: string | null;
  status?: CounterpartyStatus;
  addBankAccounts?: { bankCode: string; accountNumber: string; accountName: string; alias?: string | null }[];
  updateBankAccounts?: { id: string; alias?: string | null; bankCode?: string; accountNumber?: string; accountName?: string }[];
  removeBankAccountIds?: string[];
};

export type CounterpartyPageRecord = PageRecord<CounterpartyRecord>;
export type CounterpartyEdgeRecord = Edge<CounterpartyRecord>;

/** The treasury service's counterparties. */
export class CounterpartiesApi {
  constructor(readonly client: UpstreamClient) {}

  listCounterparties(
    caller: CallerIdentity,
    page: PageArgs,
    filter: { search?: string | null; type?: CounterpartyType | null; status?: CounterpartyStatus | null },
  ): Promise<PageRecord<CounterpartyRecord>> {
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
        status: orUndefined(filter.status),
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

  updateCounterparty(caller: CallerIdentity, id: string, input: CounterpartyUpdateRecord): Promise<CounterpartyRecord> {
    return this.client.call(caller, { method: 'PATCH', path: `/counterparties/${encodeURIComponent(id)}`, body: input });
  }

  deleteCounterparty(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: `/counterparties/${encodeURIComponent(id)}` });
  }
}
