import type { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import type {
  CustomerCreditResponse,
  InvoicePaymentAllocateBody,
  InvoicePaymentCreateBody,
  InvoicePaymentListQuery,
  InvoicePaymentListResponse,
  InvoicePaymentResponse,
  WithholdingResponse,
  WithholdingSlipBody,
} from '../../../contracts/invoicing/invoice-payments.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined } from '../../upstream/pages.js';

const at = (id: string, rest = '') => `/invoice-payments/${encodeURIComponent(id)}${rest}`;

/** The invoicing service's invoice payments. */
export class InvoicePaymentsApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: Omit<InvoicePaymentListQuery, 'first' | 'after'>,
  ): Promise<InvoicePaymentListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/invoice-payments',
      query: { ...filter, first: orUndefined(page.first), after: orUndefined(page.after) },
    });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<InvoicePaymentResponse[]> {
    return this.client.items<{ items: InvoicePaymentResponse[] }>(
      caller,
      '/invoice-payments/batch',
      { ids },
    );
  }

  revisions(caller: CallerIdentity, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.client.call(caller, { method: 'GET', path: at(id, '/revisions') });
  }

  credit(caller: CallerIdentity, customerId: string): Promise<CustomerCreditResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/customers/${encodeURIComponent(customerId)}/credit`,
    });
  }

  create(caller: CallerIdentity, body: InvoicePaymentCreateBody): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, { method: 'POST', path: '/invoice-payments', body });
  }

  allocate(
    caller: CallerIdentity,
    id: string,
    body: InvoicePaymentAllocateBody,
  ): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, { method: 'POST', path: at(id, '/allocate'), body });
  }

  unallocate(
    caller: CallerIdentity,
    id: string,
    allocationId: string,
  ): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: at(id, `/allocations/${encodeURIComponent(allocationId)}/undo`),
    });
  }

  cancel(caller: CallerIdentity, id: string, reason: string): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, { method: 'POST', path: at(id, '/cancel'), body: { reason } });
  }

  deleteProof(caller: CallerIdentity, id: string, fileId: string): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: at(id, `/proofs/${encodeURIComponent(fileId)}`),
    });
  }

  receiveSlip(
    caller: CallerIdentity,
    id: string,
    body: WithholdingSlipBody,
  ): Promise<WithholdingResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/invoice-withholdings/${encodeURIComponent(id)}/slip`,
      body,
    });
  }

  cancelWithholding(
    caller: CallerIdentity,
    id: string,
    reason: string,
  ): Promise<WithholdingResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/invoice-withholdings/${encodeURIComponent(id)}/cancel`,
      body: { reason },
    });
  }
}
