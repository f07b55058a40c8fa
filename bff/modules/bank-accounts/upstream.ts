import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

export type BankRecord = { code: string; name: string; automatedTypes?: string[] };
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
/** Bank credentials as given (never read back). */
export type CredentialsRecord = Partial<Record<'companyId' | 'userId' | 'password' | 'cif' | 'clientId' | 'clientSecret' | 'channelId' | 'partnerId' | 'privateKey', string>>;

/** The treasury service's bank catalogue, the organisation's bank accounts, their balances and entities. */
export class BankAccountsApi {
  constructor(readonly client: UpstreamClient) {}

  banks(caller: CallerIdentity): Promise<{ items: BankRecord[] }> {
    return this.client.call(caller, { method: 'GET', path: '/banks' });
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
}
