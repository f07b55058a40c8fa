import type {
  GoodsReceiptCreateBody,
  GoodsReceiptListQuery,
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../../contracts/invoicing/goods-receipts.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';
import { DocumentRecordsApi } from '../documents/upstream.js';

/** The invoicing service's goods receipts. */
export class GoodsReceiptsApi extends DocumentRecordsApi<
  GoodsReceiptResponse,
  GoodsReceiptCreateBody,
  'cancel'
> {
  constructor(client: UpstreamClient) {
    super(client, '/goods-receipts');
  }

  ofOrder(caller: CallerIdentity, order: GoodsReceiptListQuery): Promise<GoodsReceiptListResponse> {
    return this.client.call(caller, { method: 'GET', path: this.path, query: order });
  }

  cancel(caller: CallerIdentity, id: string, reason: string): Promise<GoodsReceiptResponse> {
    return this.move(caller, id, 'cancel', reason);
  }
}
