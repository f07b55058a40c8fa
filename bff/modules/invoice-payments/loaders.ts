import DataLoader from 'dataloader';
import type { InvoicePaymentResponse } from '../../../contracts/invoicing/invoice-payments.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { InvoicePaymentsApi } from './upstream.js';

/**
 * The invoice payments DataLoaders: payments by id in one upstream call, and
 * the payments that paid an invoice (its Payments tab), asked once per
 * invoice however many subscribers of one live update read them.
 */
export function invoicePaymentsLoaders(caller: CallerIdentity, api: InvoicePaymentsApi) {
  return {
    /** The organisation's invoice payments by id (needs invoice-payments:read). */
    invoicePayment: new DataLoader<string, InvoicePaymentResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** The payments allocated to an invoice, by the invoice's id (needs invoice-payments:read). */
    paymentsOfInvoice: new DataLoader<string, InvoicePaymentResponse[]>((invoiceIds) =>
      Promise.all(
        invoiceIds.map(async (invoiceId) =>
          (await api.list(caller, { first: 100 }, { invoiceId })).items.map(({ node }) => node),
        ),
      ),
    ),
  };
}
