import type {
  GoodsReceiptCreateBody,
  GoodsReceiptListQuery,
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../../contracts/invoicing/goods-receipts.js';
import type { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The invoicing service's goods receipts. */
export class GoodsReceiptsApi {
  constructor(readonly client: UpstreamClient) {}

  ofOrder(caller: CallerIdentity, order: GoodsReceiptListQuery): Promise<GoodsReceiptListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/goods-receipts', query: order });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<GoodsReceiptResponse[]> {
    return this.client.items<{ items: GoodsReceiptResponse[] }>(caller, '/goods-receipts/batch', {
      ids,
    });
  }

  revisions(caller: CallerIdentity, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/goods-receipts/${encodeURIComponent(id)}/revisions`,
    });
  }

  create(caller: CallerIdentity, body: GoodsReceiptCreateBody): Promise<GoodsReceiptResponse> {
    return this.client.call(caller, { method: 'POST', path: '/goods-receipts', body });
  }

  cancel(caller: CallerIdentity, id: string, reason: string): Promise<GoodsReceiptResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/goods-receipts/${encodeURIComponent(id)}/cancel`,
      body: { reason },
    });
  }
}
