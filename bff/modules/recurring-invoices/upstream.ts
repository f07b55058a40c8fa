import type {
  RecurringInvoiceCreateBody,
  RecurringInvoiceIssueBody,
  RecurringInvoiceListQuery,
  RecurringInvoiceListResponse,
  RecurringInvoiceResponse,
  RecurringInvoiceUpdateBody,
} from '../../../contracts/invoicing/recurring-invoices.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { DocumentRecordsApi } from '../documents/upstream.js';

/** The invoicing service's recurring invoices: templates of a standing order, read, written, paused, resumed, issued and removed. */
export class RecurringInvoicesApi extends DocumentRecordsApi<
  RecurringInvoiceResponse,
  RecurringInvoiceCreateBody,
  'pause' | 'resume'
> {
  constructor(client: UpstreamClient) {
    super(client, '/recurring-invoices');
  }

  list(
    caller: CallerIdentity,
    query: RecurringInvoiceListQuery,
  ): Promise<RecurringInvoiceResponse[]> {
    return this.client.items<RecurringInvoiceListResponse>(caller, this.path, query);
  }

  update(
    caller: CallerIdentity,
    id: string,
    body: RecurringInvoiceUpdateBody,
  ): Promise<RecurringInvoiceResponse> {
    return this.client.call(caller, { method: 'PATCH', path: this.at(id), body });
  }

  issue(
    caller: CallerIdentity,
    id: string,
    body: RecurringInvoiceIssueBody,
  ): Promise<RecurringInvoiceResponse> {
    return this.client.call(caller, { method: 'POST', path: this.at(id, '/issue'), body });
  }

  remove(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: this.at(id) });
  }
}
