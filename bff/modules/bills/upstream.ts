import type {
  BillBatchResponse,
  BillCreateBody,
  BillEdge,
  BillFromPurchaseOrderBody,
  BillListQuery,
  BillListResponse,
  BillResponse,
} from '../../../contracts/treasury/bills.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';

/** The list's filters, as the service's query takes them. */
export type BillFilter = Omit<BillListQuery, 'first' | 'after'>;

/** The treasury service's bills. */
export class BillsApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: BillFilter,
  ): Promise<BillListResponse> {
    const query: BillListQuery = {
      ...forwardPage(page),
      ...filter,
    };
    return this.client.call(caller, { method: 'GET', path: '/bills', query });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<BillResponse[]> {
    return this.client.items<BillBatchResponse>(caller, '/bills/batch', { ids });
  }

  createFromPurchaseOrder(
    caller: CallerIdentity,
    body: BillFromPurchaseOrderBody,
  ): Promise<BillEdge> {
    return this.client.call(caller, {
      method: 'POST',
      path: '/bills/from-purchase-order',
      body,
    });
  }

  create(caller: CallerIdentity, body: BillCreateBody): Promise<BillEdge> {
    return this.client.call(caller, { method: 'POST', path: '/bills', body });
  }

  update(caller: CallerIdentity, id: string, body: BillCreateBody): Promise<BillResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: `/bills/${encodeURIComponent(id)}`,
      body,
    });
  }

  move(caller: CallerIdentity, id: string, action: 'submit' | 'approve'): Promise<BillResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/bills/${encodeURIComponent(id)}/${action}`,
    });
  }

  markPaid(
    caller: CallerIdentity,
    id: string,
    statementTransactionId: string,
  ): Promise<BillResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/bills/${encodeURIComponent(id)}/mark-paid`,
      body: { statementTransactionId },
    });
  }

  cancel(caller: CallerIdentity, id: string, reason: string): Promise<BillResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/bills/${encodeURIComponent(id)}/cancel`,
      body: { reason },
    });
  }
}
