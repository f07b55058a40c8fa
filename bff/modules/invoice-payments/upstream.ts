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
import { forwardPage } from '../../upstream/pages.js';
import { DocumentRecordsApi } from '../documents/upstream.js';

/** The invoicing service's invoice payments. */
export class InvoicePaymentsApi extends DocumentRecordsApi<
  InvoicePaymentResponse,
  InvoicePaymentCreateBody,
  'cancel'
> {
  constructor(client: UpstreamClient) {
    super(client, '/invoice-payments');
  }

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: Omit<InvoicePaymentListQuery, 'first' | 'after'>,
  ): Promise<InvoicePaymentListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: this.path,
      query: { ...filter, ...forwardPage(page) },
    });
  }

  credit(caller: CallerIdentity, customerId: string): Promise<CustomerCreditResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/customers/${encodeURIComponent(customerId)}/credit`,
    });
  }

  allocate(
    caller: CallerIdentity,
    id: string,
    body: InvoicePaymentAllocateBody,
  ): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, { method: 'POST', path: this.at(id, '/allocate'), body });
  }

  unallocate(
    caller: CallerIdentity,
    id: string,
    allocationId: string,
  ): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: this.at(id, `/allocations/${encodeURIComponent(allocationId)}/undo`),
    });
  }

  cancel(caller: CallerIdentity, id: string, reason: string): Promise<InvoicePaymentResponse> {
    return this.move(caller, id, 'cancel', reason);
  }

  deleteProof(caller: CallerIdentity, id: string, fileId: string): Promise<InvoicePaymentResponse> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: this.at(id, `/proofs/${encodeURIComponent(fileId)}`),
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
