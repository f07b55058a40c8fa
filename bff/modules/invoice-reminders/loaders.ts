import DataLoader from 'dataloader';
import type {
  InvoiceReminderResponse,
  InvoiceReminderSettingsResponse,
} from '../../../contracts/invoicing/invoice-reminders.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { InvoiceRemindersApi } from './upstream.js';

/** The payment reminders' DataLoaders: the schedule once a request, the reminders of a page's invoices in one call. */
export function invoiceRemindersLoaders(caller: CallerIdentity, api: InvoiceRemindersApi) {
  return {
    /** The current organisation's reminder schedule (needs settings:read). */
    invoiceReminderSettings: new DataLoader<'current', InvoiceReminderSettingsResponse>((keys) =>
      once(keys, () => api.settings(caller)),
    ),
    /** The reminders sent for each invoice, oldest first (needs invoices:read). */
    remindersOfInvoice: new DataLoader<string, InvoiceReminderResponse[]>(
      async (invoiceIds) => {
        const sent = await api.sent(caller, invoiceIds);
        return invoiceIds.map((id) => sent.filter((reminder) => reminder.invoiceId === id));
      },
      { maxBatchSize: 100 },
    ),
  };
}
