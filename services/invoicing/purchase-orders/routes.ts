import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PURCHASE_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import {
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderListResponse,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import { onBehalfOf } from '../../kit/server.js';
import { routeDocs } from '../../kit/route-docs.js';
import { approvedOrderMoveDocs, moveRoutes } from '../documents/move-routes.js';
import { documentRoutes } from '../documents/document-routes.js';
import type { PurchaseOrderService } from './service.js';

const doc = routeDocs('purchase orders', 400, 401, 403, 404, 409);

export const purchaseOrderRoutes: FastifyPluginAsyncTypebox<{
  purchaseOrders: PurchaseOrderService;
}> = async (app, { purchaseOrders }) => {
  documentRoutes(app, {
    path: '/purchase-orders',
    doc,
    response: PurchaseOrderResponse,
    documents: purchaseOrders,
    list: {
      summary:
        'A page of the organisation’s purchase orders, newest first (needs purchase-orders:read)',
      description:
        'Keyset pagination forward with `first`/`after`. `status` keeps the PENDING_APPROVAL, OPEN, REJECTED, CANCELLED or CLOSED ones; `supplierId` one supplier’s.',
      query: PurchaseOrderListQuery,
      response: PurchaseOrderListResponse,
    },
    reads: {
      batch: 'Purchase orders by id (repeat `ids`); other organisations’ ids are left out',
      get: 'One purchase order, with its lines and figures',
      revisions: 'The order’s revision history, newest first: who changed what, when',
    },
    create: {
      summary: 'Write a purchase order to a supplier (needs purchase-orders:manage)',
      description:
        'Numbered `PO/2026/11/0001`; PENDING_APPROVAL when the Orders settings require approval (for a grand total at or above their threshold, when they set one), OPEN otherwise. The supplier is a counterparty the caller found in its organisation (the BFF checks it), named as it is now. Each line’s figures (tax base, other tax base, PPN) are computed as Coretax computes them and stored.',
      body: PurchaseOrderCreateBody,
    },
  });

  moveRoutes(app, {
    path: '/purchase-orders',
    lifecycle: PURCHASE_ORDER_LIFECYCLE,
    doc,
    response: PurchaseOrderResponse,
    docs: approvedOrderMoveDocs({
      approve:
        'Approve an order waiting for approval; its author only when the company allows self-approval (U-INV-DOC-18 otherwise)',
      close: 'Close an open purchase order: nothing more is expected',
    }),
    move: (request, id, action, body) =>
      purchaseOrders.move(request.auth, onBehalfOf(request), id, action, body),
  });
};
