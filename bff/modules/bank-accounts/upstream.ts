import type {
  BalancesResponse,
  BankAccountBalanceBody,
  BankAccountBatchQuery,
  BankAccountCreateBody,
  BankAccountListQuery,
  BankAccountListResponse,
  BankAccountResponse,
  BankAccountUpdateBody,
} from '../../../contracts/treasury/bank-accounts.js';
import type { BankListResponse, BankResponse } from '../../../contracts/treasury/banks.js';
import type {
  EntityListResponse,
  EntityNameBody,
  EntityResponse,
} from '../../../contracts/treasury/entities.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** A bank as the schema's `Bank` resolves it: from the catalogue, or only its code and name from an account (its automated types are then looked up). */
export type BankRecord = Pick<BankResponse, 'code' | 'name'> &
  Partial<Pick<BankResponse, 'automatedTypes'>>;
/** One currency's total in the balances summary (contracts/treasury/bank-accounts.ts), named for the schema's `CurrencyTotal`. */
export type CurrencyTotalRecord = BalancesResponse['totals'][number];

/** The treasury service's bank catalogue, the organisation's bank accounts, their balances and entities. */
export class BankAccountsApi {
  constructor(readonly client: UpstreamClient) {}

  banks(caller: CallerIdentity): Promise<BankListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/banks' });
  }

  bankAccounts(
    caller: CallerIdentity,
    filter: BankAccountListQuery,
  ): Promise<BankAccountResponse[]> {
    return this.client.items<BankAccountListResponse>(caller, '/bank-accounts', filter);
  }

  async bankAccountsByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<BankAccountResponse[]> {
    const query: BankAccountBatchQuery = { ids: [...ids] };
    return this.client.items<BankAccountListResponse>(caller, '/bank-accounts/batch', query);
  }

  createBankAccount(
    caller: CallerIdentity,
    input: BankAccountCreateBody,
  ): Promise<BankAccountResponse> {
    return this.client.call(caller, { method: 'POST', path: '/bank-accounts', body: input });
  }

  updateBankAccount(
    caller: CallerIdentity,
    id: string,
    input: BankAccountUpdateBody,
  ): Promise<BankAccountResponse> {
    return this.client.call(caller, {
      method: 'PATCH',
      path: `/bank-accounts/${encodeURIComponent(id)}`,
      body: input,
    });
  }

  deleteBankAccount(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/bank-accounts/${encodeURIComponent(id)}`,
    });
  }

  recordBalance(
    caller: CallerIdentity,
    id: string,
    input: BankAccountBalanceBody,
  ): Promise<BankAccountResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/bank-accounts/${encodeURIComponent(id)}/balances`,
      body: input,
    });
  }

  balances(caller: CallerIdentity): Promise<BalancesResponse> {
    return this.client.call(caller, { method: 'GET', path: '/balances' });
  }

  entities(caller: CallerIdentity): Promise<EntityResponse[]> {
    return this.client.items<EntityListResponse>(caller, '/entities');
  }

  createEntity(caller: CallerIdentity, name: string): Promise<EntityResponse> {
    const body: EntityNameBody = { name };
    return this.client.call(caller, { method: 'POST', path: '/entities', body });
  }

  renameEntity(caller: CallerIdentity, id: string, name: string): Promise<EntityResponse> {
    const body: EntityNameBody = { name };
    return this.client.call(caller, {
      method: 'PUT',
      path: `/entities/${encodeURIComponent(id)}`,
      body,
    });
  }

  deleteEntity(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/entities/${encodeURIComponent(id)}`,
    });
  }
}
