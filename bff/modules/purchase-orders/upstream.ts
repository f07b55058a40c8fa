import type { PurchaseOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import type {
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderListResponse,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import type { UpstreamClient } from '../../upstream/client.js';
import { ListedDocumentsApi } from '../documents/upstream.js';

/** A move of an order, as its lifecycle declares it; a rejection and a cancellation carry a reason. */
export type PurchaseOrderMove = PurchaseOrderAction;

/** The invoicing service's purchase orders. */
export class PurchaseOrdersApi extends ListedDocumentsApi<
  PurchaseOrderResponse,
  PurchaseOrderCreateBody,
  PurchaseOrderMove,
  PurchaseOrderListQuery,
  PurchaseOrderListResponse
> {
  constructor(client: UpstreamClient) {
    super(client, '/purchase-orders');
  }
}
