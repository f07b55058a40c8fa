import type { SalesOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import type { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import type {
  SalesOrderCreateBody,
  SalesOrderListQuery,
  SalesOrderListResponse,
  SalesOrderResponse,
} from '../../../contracts/invoicing/sales-orders.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { orUndefined } from '../../upstream/pages.js';

/** The list's filters, as the service's query takes them. */
export type SalesOrderFilter = Omit<SalesOrderListQuery, 'first' | 'after'>;

/** A move of an order, as its lifecycle declares it; a rejection and a cancellation carry a reason. */
export type SalesOrderMove = SalesOrderAction;

/** The invoicing service's sales orders. */
export class SalesOrdersApi {
  constructor(readonly client: UpstreamClient) {}

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: SalesOrderFilter,
  ): Promise<SalesOrderListResponse> {
    const query: SalesOrderListQuery = {
      first: orUndefined(page.first),
      after: orUndefined(page.after),
      ...filter,
    };
    return this.client.call(caller, { method: 'GET', path: '/sales-orders', query });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<SalesOrderResponse[]> {
    return this.client.items<{ items: SalesOrderResponse[] }>(caller, '/sales-orders/batch', {
      ids,
    });
  }

  revisions(caller: CallerIdentity, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/sales-orders/${encodeURIComponent(id)}/revisions`,
    });
  }

  create(caller: CallerIdentity, body: SalesOrderCreateBody): Promise<SalesOrderResponse> {
    return this.client.call(caller, { method: 'POST', path: '/sales-orders', body });
  }

  move(
    caller: CallerIdentity,
    id: string,
    action: SalesOrderMove,
    reason?: string,
  ): Promise<SalesOrderResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/sales-orders/${encodeURIComponent(id)}/${action}`,
      ...(reason === undefined ? {} : { body: { reason } }),
    });
  }
}
