import DataLoader from 'dataloader';
import type { RecurringInvoiceResponse } from '../../../contracts/invoicing/recurring-invoices.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId } from '../module.js';
import type { RecurringInvoicesApi } from './upstream.js';

/** The recurring invoices' DataLoader: templates by id in one upstream call. */
export function recurringInvoicesLoaders(caller: CallerIdentity, api: RecurringInvoicesApi) {
  return {
    /** The organisation's recurring invoices by id (needs invoices:read). */
    recurringInvoice: new DataLoader<string, RecurringInvoiceResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
  };
}
