import type { PurchaseOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import type {
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderListResponse,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { forwardPage } from '../../upstream/pages.js';
import { DocumentRecordsApi } from '../documents/upstream.js';

/** The list's filters, as the service's query takes them. */
export type PurchaseOrderFilter = Omit<PurchaseOrderListQuery, 'first' | 'after'>;

/** A move of an order, as its lifecycle declares it; a rejection and a cancellation carry a reason. */
export type PurchaseOrderMove = PurchaseOrderAction;

/** The invoicing service's purchase orders. */
export class PurchaseOrdersApi extends DocumentRecordsApi<
  PurchaseOrderResponse,
  PurchaseOrderCreateBody,
  PurchaseOrderMove
> {
  constructor(client: UpstreamClient) {
    super(client, '/purchase-orders');
  }

  list(
    caller: CallerIdentity,
    page: { first?: number | null; after?: string | null },
    filter: PurchaseOrderFilter,
  ): Promise<PurchaseOrderListResponse> {
    const query: PurchaseOrderListQuery = { ...forwardPage(page), ...filter };
    return this.client.call(caller, { method: 'GET', path: this.path, query });
  }
}
