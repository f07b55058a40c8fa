import DataLoader from 'dataloader';
import type { SalesInvoiceResponse } from '../../../contracts/invoicing/sales-invoices.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { SalesInvoicesApi } from './upstream.js';

/** The sales invoices DataLoaders: invoices by id in one upstream call, an order's invoices once per request. */
export function salesInvoicesLoaders(caller: CallerIdentity, api: SalesInvoicesApi) {
  return {
    /** The organisation's sales invoices by id (needs invoices:read). */
    salesInvoice: new DataLoader<string, SalesInvoiceResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** An order's invoices (a page of up to 100, newest first), by the order's id. */
    invoicesOfOrder: new DataLoader<string, SalesInvoiceResponse[]>((orderIds) =>
      Promise.all(
        orderIds.map(async (salesOrderId) =>
          (await api.list(caller, { first: 100 }, { salesOrderId })).items.map((edge) => edge.node),
        ),
      ),
    ),
  };
}
