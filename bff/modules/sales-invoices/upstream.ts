import type { SalesInvoiceAction } from '../../../contracts/invoicing/lifecycles.js';
import type { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import type {
  SalesInvoiceCreateBody,
  SalesInvoiceListQuery,
  SalesInvoiceListResponse,
  SalesInvoiceResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined } from '../../upstream/pages.js';

/** The list's filters, as the service's query takes them. */
export type SalesInvoiceFilter = Omit<SalesInvoiceListQuery, 'first' | 'after'>;

/** A move of an invoice, as its lifecycle declares it; a cancellation carries a reason. */
export type SalesInvoiceMove = SalesInvoiceAction;

/** The invoicing service's sales invoices. */
export class SalesInvoicesApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: SalesInvoiceFilter,
  ): Promise<SalesInvoiceListResponse> {
    const { awaitingSlip, ...rest } = filter;
    const query = {
      first: orUndefined(page.first),
      after: orUndefined(page.after),
      ...rest,
      // A query string says a boolean in words.
      ...(awaitingSlip === undefined ? {} : { awaitingSlip: String(awaitingSlip) }),
    } satisfies Partial<Record<keyof SalesInvoiceListQuery, unknown>>;
    return this.client.call(caller, { method: 'GET', path: '/sales-invoices', query });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<SalesInvoiceResponse[]> {
    return this.client.items<{ items: SalesInvoiceResponse[] }>(caller, '/sales-invoices/batch', {
      ids,
    });
  }

  revisions(caller: CallerIdentity, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/sales-invoices/${encodeURIComponent(id)}/revisions`,
    });
  }

  create(caller: CallerIdentity, body: SalesInvoiceCreateBody): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, { method: 'POST', path: '/sales-invoices', body });
  }

  changeApprover(
    caller: CallerIdentity,
    id: string,
    approverId: string,
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/sales-invoices/${encodeURIComponent(id)}/approver`,
      body: { approverId },
    });
  }

  recordTaxNumber(
    caller: CallerIdentity,
    id: string,
    taxInvoiceNumber: string,
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/sales-invoices/${encodeURIComponent(id)}/tax-invoice-number`,
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
      path: `/sales-invoices/${encodeURIComponent(id)}/delivery/${step}`,
      body,
    });
  }

  move(
    caller: CallerIdentity,
    id: string,
    action: SalesInvoiceMove,
    reason?: string,
  ): Promise<SalesInvoiceResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/sales-invoices/${encodeURIComponent(id)}/${action}`,
      ...(reason === undefined ? {} : { body: { reason } }),
    });
  }
}
