import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GoodsReceiptCreateBody,
  GoodsReceiptListQuery,
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../../contracts/invoicing/goods-receipts.js';
import { routeDocs } from '../../kit/route-docs.js';
import { createRoute } from '../../kit/write-routes.js';
import { GOODS_RECEIPT_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { moveRoutes } from '../documents/move-routes.js';
import { documentReadRoutes } from '../documents/read-routes.js';
import type { GoodsReceiptService } from './service.js';

const doc = routeDocs('goods receipts', 400, 401, 403, 404, 409);

export const goodsReceiptRoutes: FastifyPluginAsyncTypebox<{
  goodsReceipts: GoodsReceiptService;
}> = async (app, { goodsReceipts }) => {
  app.get(
    '/goods-receipts',
    {
      schema: doc(
        'An order’s goods receipts, newest first (needs sales-orders:read or purchase-orders:read)',
        {
          description:
            'Of the sales order `salesOrderId` or the purchase order `purchaseOrderId` (one of them), with what is ordered, received (by receipts not cancelled) and left of each of the order’s lines.',
          querystring: GoodsReceiptListQuery,
          response: { 200: GoodsReceiptListResponse },
        },
      ),
    },
    async (request) => goodsReceipts.ofOrder(request.auth, request.query),
  );

  documentReadRoutes(app, '/goods-receipts', doc, GoodsReceiptResponse, goodsReceipts, {
    batch: 'Goods receipts by id (repeat `ids`); other organisations’ ids are left out',
    get: 'One goods receipt, with its lines and figures',
    revisions: 'The receipt’s revision history, newest first',
  });

  createRoute(
    app,
    '/goods-receipts',
    doc,
    {
      summary:
        'Record what arrived of an open sales or purchase order (needs sales-orders:manage or purchase-orders:manage, as the order)',
      description:
        'Against the sales order `salesOrderId` (what the buyer received) or the purchase order `purchaseOrderId` (what the supplier delivered): one of them (U-INV-GR-6). Numbered `GR/2026/11/0001`. Each line names an order line by its position and the quantity received; receipts together never take more of a line than was ordered (U-INV-GR-3). Each receipt line has the order line’s price and tax, and its discount in proportion.',
      body: GoodsReceiptCreateBody,
      response: GoodsReceiptResponse,
    },
    (auth, body, caller) => goodsReceipts.create(auth, body, caller),
  );

  moveRoutes(app, {
    path: '/goods-receipts',
    lifecycle: GOODS_RECEIPT_LIFECYCLE,
    doc,
    response: GoodsReceiptResponse,
    docs: {
      cancel: {
        summary: 'Cancel a receipt with a reason',
        needs: 'sales-orders:manage or purchase-orders:manage, as its order',
        description:
          'Its quantities can be received again. A cancelled receipt changes no more (U-INV-DOC-9).',
      },
    },
    move: (request, id, _action, body) => goodsReceipts.cancel(request.auth, id, body),
  });
};
