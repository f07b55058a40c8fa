import type { CallerIdentity, UpstreamClient } from './client.js';

export type CounterpartyType = 'COMPANY' | 'INDIVIDUAL';
export type BankRecord = { code: string; name: string; automatedTypes?: string[] };
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
export type CounterpartyStatus = 'ACTIVE' | 'INACTIVE';
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
  externalId?: string | null;
  bankAccounts: { bankCode: string; accountNumber: string; accountName: string; alias?: string | null }[];
};

export type EntityRecord = { id: string; name: string; isDefault: boolean; bankAccountCount: number; createdAt: string };
export type BalanceRecord = { available: string; ledger: string | null; currency: string; asOf: string; source: 'MANUAL' | 'CRAWLER' | 'API'; recordedAt: string };
export type InternalAccountRecord = {
  id: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  alias: string;
  entity: { id: string; name: string; isDefault: boolean };
  currency: string;
  connectionType: 'MANUAL' | 'AUTOMATED' | 'API';
  automatedType: string | null;
  status: 'NEW' | 'ACTIVE' | 'DORMANT' | 'MATURED' | 'CLOSED';
  hasCredentials: boolean;
  balance: BalanceRecord | null;
  createdAt: string;
  createdBy: string | null;
};
export type CurrencyTotalRecord = { currency: string; available: string; accounts: number; lastUpdated: string | null };
export type BalancesRecord = { accounts: InternalAccountRecord[]; totals: CurrencyTotalRecord[] };
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
/** Bank credentials as given (never read back). */
export type CredentialsRecord = Partial<Record<'companyId' | 'userId' | 'password' | 'cif' | 'clientId' | 'clientSecret' | 'channelId' | 'partnerId' | 'privateKey', string>>;

const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The treasury service's REST API, typed. */
export class TreasuryApi {
  constructor(readonly client: UpstreamClient) {}

  banks(caller: CallerIdentity): Promise<{ items: BankRecord[] }> {
    return this.client.call(caller, { method: 'GET', path: '/banks' });
  }

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

  async bankAccounts(caller: CallerIdentity, filter: { search?: string; currency?: string; status?: string; entityId?: string }): Promise<InternalAccountRecord[]> {
    const { items } = await this.client.call<{ items: InternalAccountRecord[] }>(caller, { method: 'GET', path: '/bank-accounts', query: filter });
    return items;
  }

  async bankAccountsByIds(caller: CallerIdentity, ids: readonly string[]): Promise<InternalAccountRecord[]> {
    const { items } = await this.client.call<{ items: InternalAccountRecord[] }>(caller, { method: 'GET', path: '/bank-accounts/batch', query: { ids } });
    return items;
  }

  createBankAccount(caller: CallerIdentity, input: Record<string, unknown>): Promise<InternalAccountRecord> {
    return this.client.call(caller, { method: 'POST', path: '/bank-accounts', body: input });
  }

  updateBankAccount(caller: CallerIdentity, id: string, input: Record<string, unknown>): Promise<InternalAccountRecord> {
    return this.client.call(caller, { method: 'PATCH', path: `/bank-accounts/${encodeURIComponent(id)}`, body: input });
  }

  deleteBankAccount(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: `/bank-accounts/${encodeURIComponent(id)}` });
  }

  recordBalance(caller: CallerIdentity, id: string, input: { available: string; ledger?: string | null; asOf?: string }): Promise<InternalAccountRecord> {
    return this.client.call(caller, { method: 'POST', path: `/bank-accounts/${encodeURIComponent(id)}/balances`, body: input });
  }

  balances(caller: CallerIdentity): Promise<BalancesRecord> {
    return this.client.call(caller, { method: 'GET', path: '/balances' });
  }

  async entities(caller: CallerIdentity): Promise<EntityRecord[]> {
    const { items } = await this.client.call<{ items: EntityRecord[] }>(caller, { method: 'GET', path: '/entities' });
    return items;
  }

  createEntity(caller: CallerIdentity, name: string): Promise<EntityRecord> {
    return this.client.call(caller, { method: 'POST', path: '/entities', body: { name } });
  }

  renameEntity(caller: CallerIdentity, id: string, name: string): Promise<EntityRecord> {
    return this.client.call(caller, { method: 'PUT', path: `/entities/${encodeURIComponent(id)}`, body: { name } });
  }

  deleteEntity(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: `/entities/${encodeURIComponent(id)}` });
  }

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
