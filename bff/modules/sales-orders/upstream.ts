import type { SalesOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import type {
  SalesOrderCreateBody,
  SalesOrderListQuery,
  SalesOrderListResponse,
  SalesOrderResponse,
} from '../../../contracts/invoicing/sales-orders.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';
import { DocumentRecordsApi } from '../documents/upstream.js';

/** The list's filters, as the service's query takes them. */
export type SalesOrderFilter = Omit<SalesOrderListQuery, 'first' | 'after'>;

/** A move of an order, as its lifecycle declares it; a rejection and a cancellation carry a reason. */
export type SalesOrderMove = SalesOrderAction;

/** The invoicing service's sales orders. */
export class SalesOrdersApi extends DocumentRecordsApi<
  SalesOrderResponse,
  SalesOrderCreateBody,
  SalesOrderMove
> {
  constructor(client: UpstreamClient) {
    super(client, '/sales-orders');
  }

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: SalesOrderFilter,
  ): Promise<SalesOrderListResponse> {
    const query: SalesOrderListQuery = { ...forwardPage(page), ...filter };
    return this.client.call(caller, { method: 'GET', path: this.path, query });
  }
}
