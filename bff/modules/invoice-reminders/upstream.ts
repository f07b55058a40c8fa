import type {
  InvoiceReminderResponse,
  InvoiceReminderSettingsBody,
  InvoiceReminderSettingsResponse,
  InvoiceRemindersResponse,
} from '../../../contracts/invoicing/invoice-reminders.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The invoicing service's payment reminders: the organisation's schedule and the reminders sent. */
export class InvoiceRemindersApi {
  constructor(readonly client: UpstreamClient) {}

  settings(caller: CallerIdentity): Promise<InvoiceReminderSettingsResponse> {
    return this.client.call(caller, { method: 'GET', path: '/invoice-reminders/settings' });
  }

  updateSettings(
    caller: CallerIdentity,
    settings: InvoiceReminderSettingsBody,
  ): Promise<InvoiceReminderSettingsResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/invoice-reminders/settings',
      body: settings,
    });
  }

  /** The reminders sent for the invoices, oldest first. */
  sent(caller: CallerIdentity, invoiceIds: readonly string[]): Promise<InvoiceReminderResponse[]> {
    return this.client.items<InvoiceRemindersResponse>(caller, '/invoice-reminders', {
      invoiceIds,
    });
  }
}
