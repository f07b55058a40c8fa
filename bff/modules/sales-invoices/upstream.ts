import type { SalesInvoiceAction } from '../../../contracts/invoicing/lifecycles.js';
import type {
  CoretaxMonthResponse,
  InvoiceFakturBody,
  InvoicesAwaitingApprovalResponse,
  SalesInvoiceCreateBody,
  SalesInvoiceDraftBody,
  SalesInvoiceListQuery,
  SalesInvoiceListResponse,
  SalesInvoiceResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
// A batch move's body and answer.
import type {
  SalesInvoiceBatchMoveBody as BatchMoveBody,
  SalesInvoiceBatchResponse as BatchResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import { forwardPage } from '../../upstream/pages.js';
import { DocumentRecordsApi } from '../documents/upstream.js';

/** The list's filters, as the service's query takes them. */
export type SalesInvoiceFilter = Omit<SalesInvoiceListQuery, 'first' | 'after'>;

/** A move of an invoice, as its lifecycle declares it; a cancellation carries a reason. */
export type SalesInvoiceMove = SalesInvoiceAction;

/** The invoicing service's sales invoices. */
export class SalesInvoicesApi extends DocumentRecordsApi<
  SalesInvoiceResponse,
  SalesInvoiceCreateBody,
  SalesInvoiceMove
> {
  constructor(client: UpstreamClient) {
    super(client, '/sales-invoices');
  }

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: SalesInvoiceFilter,
  ): Promise<SalesInvoiceListResponse> {
    const { awaitingSlip, ...rest } = filter;
    const query = {
      ...forwardPage(page),
      ...rest,
      // A query string says a boolean in words.
      ...(awaitingSlip === undefined ? {} : { awaitingSlip: String(awaitingSlip) }),
    } satisfies Partial<Record<keyof SalesInvoiceListQuery, unknown>>;
    return this.client.call(caller, { method: 'GET', path: this.path, query });
  }

  /** Submits or approves several invoices at once, all or nothing. */
  batchMove(caller: CallerIdentity, body: BatchMoveBody): Promise<BatchResponse> {
    return this.client.call(caller, { method: 'POST', path: `${this.path}/batch-moves`, body });
  }

  /** The latest month with issued invoices, and how many the e-Faktur file of `month` (else of that one) holds. */
  coretaxMonth(caller: CallerIdentity, month: string | null): Promise<CoretaxMonthResponse> {
    const query = month === null ? {} : { month };
    return this.client.call(caller, { method: 'GET', path: `${this.path}/coretax/month`, query });
  }

  /** The invoices waiting for the caller's approval: how many, and the first few. */
  awaitingApproval(caller: CallerIdentity): Promise<InvoicesAwaitingApprovalResponse> {
    return this.client.call(caller, { method: 'GET', path: `${this.path}/awaiting-approval` });
  }

  editDraft(
    caller: CallerIdentity,
    id: string,
    body: SalesInvoiceDraftBody,
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, { method: 'PATCH', path: this.at(id), body });
  }

  changeApprover(
    caller: CallerIdentity,
    id: string,
    approverId: string,
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: this.at(id, '/approver'),
      body: { approverId },
    });
  }

  chooseFaktur(
    caller: CallerIdentity,
    id: string,
    body: InvoiceFakturBody,
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, { method: 'POST', path: this.at(id, '/faktur'), body });
  }

  recordTaxNumber(
    caller: CallerIdentity,
    id: string,
    taxInvoiceNumber: string,
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: this.at(id, '/tax-invoice-number'),
      body: { taxInvoiceNumber },
    });
  }

  delivery(
    caller: CallerIdentity,
    id: string,
    step: 'ship' | 'receive',
    body: { shippedOn: string; address: string } | { receivedOn: string },
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: this.at(id, `/delivery/${step}`),
      body,
    });
  }
}
