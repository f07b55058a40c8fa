import DataLoader from 'dataloader';
import type { InvoicePaymentResponse } from '../../../contracts/invoicing/invoice-payments.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { InvoicePaymentsApi } from './upstream.js';

/** The invoice payments DataLoaders: payments by id in one upstream call. */
export function invoicePaymentsLoaders(caller: CallerIdentity, api: InvoicePaymentsApi) {
  return {
    /** The organisation's invoice payments by id (needs invoice-payments:read). */
    invoicePayment: new DataLoader<string, InvoicePaymentResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
