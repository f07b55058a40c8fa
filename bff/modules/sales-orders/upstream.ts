import type { SalesOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import type {
  SalesOrderCreateBody,
  SalesOrderListQuery,
  SalesOrderListResponse,
  SalesOrderResponse,
} from '../../../contracts/invoicing/sales-orders.js';
import type { SalesOrderDraftBody } from '../../../contracts/invoicing/sales-orders.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { ListedDocumentsApi } from '../documents/upstream.js';

/** A move of an order, as its lifecycle declares it; a rejection and a cancellation carry a reason. */
export type SalesOrderMove = SalesOrderAction;

/** The invoicing service's sales orders. */
export class SalesOrdersApi extends ListedDocumentsApi<
  SalesOrderResponse,
  SalesOrderCreateBody,
  SalesOrderMove,
  SalesOrderListQuery,
  SalesOrderListResponse
> {
  constructor(client: UpstreamClient) {
    super(client, '/sales-orders');
  }

  /** Edits a draft order on the version it was read at. */
  editDraft(
    caller: CallerIdentity,
    id: string,
    body: SalesOrderDraftBody,
  ): Promise<SalesOrderResponse> {
    return this.client.call(caller, { method: 'PATCH', path: this.at(id), body });
  }
}
