import DataLoader from 'dataloader';
import type {
  PaymentProviderResponse,
  PaymentRecordResponse,
  PaymentSettlementResponse,
  PaymentTransactionResponse,
  PayoutStatusResponse,
} from '../../../contracts/treasury/payment-providers.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { PaymentProvidersApi } from './upstream.js';

/** The payment providers DataLoaders: each batches the ids a request asks for into one upstream call (all need payment-providers:read). */
export function paymentProvidersLoaders(caller: CallerIdentity, api: PaymentProvidersApi) {
  return {
    paymentProvider: new DataLoader<string, PaymentProviderResponse | null>(
      async (ids) => byId(ids, await api.paymentProvidersByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    paymentRecord: new DataLoader<string, PaymentRecordResponse | null>(
      async (ids) => byId(ids, await api.paymentRecordsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** By the merchant's order id; a provider's report lists a payment once (a later report replaces nothing). */
    paymentRecordByOrderId: new DataLoader<string, PaymentRecordResponse | null>(
      async (orderIds) => {
        const records = await api.paymentRecordsByOrderIds(caller, orderIds);
        return orderIds.map((id) => records.find((record) => record.orderId === id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    /** Whether an order's payout is on the bank statement, and since when (needs invoice-payments:read or payment-providers:read). */
    payoutStatusByOrderId: new DataLoader<string, PayoutStatusResponse['items'][number] | null>(
      async (orderIds) => {
        const found = await api.payoutStatusByOrderIds(caller, orderIds);
        return orderIds.map((id) => found.find((status) => status.orderId === id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
    paymentTransaction: new DataLoader<string, PaymentTransactionResponse | null>(
      async (ids) => byId(ids, await api.paymentTransactionsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    paymentSettlement: new DataLoader<string, PaymentSettlementResponse | null>(
      async (ids) => byId(ids, await api.paymentSettlementsByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
