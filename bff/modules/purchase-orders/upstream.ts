import type { PurchaseOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import type { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import type {
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderListResponse,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined } from '../../upstream/pages.js';

/** The list's filters, as the service's query takes them. */
export type PurchaseOrderFilter = Omit<PurchaseOrderListQuery, 'first' | 'after'>;

/** A move of an order, as its lifecycle declares it; a rejection and a cancellation carry a reason. */
export type PurchaseOrderMove = PurchaseOrderAction;

/** The invoicing service's purchase orders. */
export class PurchaseOrdersApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: PurchaseOrderFilter,
  ): Promise<PurchaseOrderListResponse> {
    const query: PurchaseOrderListQuery = {
      first: orUndefined(page.first),
      after: orUndefined(page.after),
      ...filter,
    };
    return this.client.call(caller, { method: 'GET', path: '/purchase-orders', query });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<PurchaseOrderResponse[]> {
    return this.client.items<{ items: PurchaseOrderResponse[] }>(caller, '/purchase-orders/batch', {
      ids,
    });
  }

  revisions(caller: CallerIdentity, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/purchase-orders/${encodeURIComponent(id)}/revisions`,
    });
  }

  create(caller: CallerIdentity, body: PurchaseOrderCreateBody): Promise<PurchaseOrderResponse> {
    return this.client.call(caller, { method: 'POST', path: '/purchase-orders', body });
  }

  move(
    caller: CallerIdentity,
    id: string,
    action: PurchaseOrderMove,
    reason?: string,
  ): Promise<PurchaseOrderResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/purchase-orders/${encodeURIComponent(id)}/${action}`,
      ...(reason === undefined ? {} : { body: { reason } }),
    });
  }
}
