import type {
  PaymentProviderCreateBody,
  PaymentProviderListResponse,
  PaymentProviderResponse,
  PaymentProviderUpdateBody,
  PaymentRecordListQuery,
  PaymentRecordListResponse,
  PaymentRecordResponse,
  PayoutStatusResponse,
  PaymentSettlementListQuery,
  PaymentSettlementListResponse,
  PaymentSettlementResponse,
  PaymentTransactionListQuery,
  PaymentTransactionListResponse,
  PaymentTransactionResponse,
} from '../../../contracts/treasury/payment-providers.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined } from '../../upstream/pages.js';

export type PaymentProviderEdgeRecord = PaymentProviderListResponse['items'][number];
export type PaymentRecordEdgeRecord = PaymentRecordListResponse['items'][number];
export type PaymentTransactionEdgeRecord = PaymentTransactionListResponse['items'][number];
export type PaymentSettlementEdgeRecord = PaymentSettlementListResponse['items'][number];
export type PaymentProviderOptionRecord = {
  code: PaymentProviderResponse['provider'];
  name: string;
  credentialFields: string[];
  importable: boolean;
  reportName: string | null;
  noImportReason: string | null;
};

type Page = { first?: number | null; after?: string | null };
const page = (value: Page) => ({
  first: orUndefined(value.first),
  after: orUndefined(value.after),
});

/** The treasury service's payment providers, their records, transactions and settlements. */
export class PaymentProvidersApi {
  constructor(readonly client: UpstreamClient) {}

  listPaymentProviders(caller: CallerIdentity, value: Page): Promise<PaymentProviderListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/payment-providers',
      query: page(value),
    });
  }

  paymentProvidersByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<PaymentProviderResponse[]> {
    return this.client.items<{ items: PaymentProviderResponse[] }>(
      caller,
      '/payment-providers/batch',
      { ids },
    );
  }

  createPaymentProvider(
    caller: CallerIdentity,
    body: PaymentProviderCreateBody,
  ): Promise<PaymentProviderResponse> {
    return this.client.call(caller, { method: 'POST', path: '/payment-providers', body });
  }

  updatePaymentProvider(
    caller: CallerIdentity,
    id: string,
    body: PaymentProviderUpdateBody,
  ): Promise<PaymentProviderResponse> {
    return this.client.call(caller, {
      method: 'PATCH',
      path: `/payment-providers/${encodeURIComponent(id)}`,
      body,
    });
  }

  deletePaymentProvider(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/payment-providers/${encodeURIComponent(id)}`,
    });
  }

  listPaymentRecords(
    caller: CallerIdentity,
    value: Page,
    filter: Omit<PaymentRecordListQuery, 'first' | 'after'>,
  ): Promise<PaymentRecordListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/payment-records',
      query: { ...page(value), ...filter },
    });
  }

  paymentRecordsByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<PaymentRecordResponse[]> {
    return this.client.items<{ items: PaymentRecordResponse[] }>(caller, '/payment-records/batch', {
      ids,
    });
  }

  /** The records of these order ids (the Reference in a provider's report): how checkout's charges were paid out. */
  paymentRecordsByOrderIds(
    caller: CallerIdentity,
    orderIds: readonly string[],
  ): Promise<PaymentRecordResponse[]> {
    return this.client.items<{ items: PaymentRecordResponse[] }>(
      caller,
      '/payment-records/by-order',
      { orderIds },
    );
  }

  /** Whether the payouts holding these order ids are reconciled (readable with invoice-payments:read). */
  payoutStatusByOrderIds(
    caller: CallerIdentity,
    orderIds: readonly string[],
  ): Promise<PayoutStatusResponse['items']> {
    return this.client.items<PayoutStatusResponse>(caller, '/payment-records/payout-status', {
      orderIds,
    });
  }

  listPaymentTransactions(
    caller: CallerIdentity,
    value: Page,
    filter: Omit<PaymentTransactionListQuery, 'first' | 'after'>,
  ): Promise<PaymentTransactionListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/payment-transactions',
      query: { ...page(value), ...filter },
    });
  }

  paymentTransactionsByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<PaymentTransactionResponse[]> {
    return this.client.items<{ items: PaymentTransactionResponse[] }>(
      caller,
      '/payment-transactions/batch',
      { ids },
    );
  }

  listPaymentSettlements(
    caller: CallerIdentity,
    value: Page,
    filter: Omit<PaymentSettlementListQuery, 'first' | 'after'>,
  ): Promise<PaymentSettlementListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/payment-settlements',
      query: { ...page(value), ...filter },
    });
  }

  paymentSettlementsByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<PaymentSettlementResponse[]> {
    return this.client.items<{ items: PaymentSettlementResponse[] }>(
      caller,
      '/payment-settlements/batch',
      { ids },
    );
  }
}
