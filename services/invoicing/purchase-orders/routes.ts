import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PURCHASE_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import {
  IdParams,
  BillMatchesQuery,
  BillMatchesResponse,
  PurchaseOrderBillingBody,
  PurchaseOrderBillingParams,
  PurchaseOrderBillingResponse,
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderListResponse,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import { onBehalfOf } from '../../kit/server.js';
import { noContent, routeDocs } from '../../kit/route-docs.js';
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

  app.post(
    '/purchase-orders/:id/billings',
    {
      schema: doc(
        'Record what a treasury bill bills of the order (needs bills:create; the treasury asks it when it makes a bill from the order)',
        {
          description:
            'Under the order’s row lock: together, bills never bill more of a line than was ordered and the Orders settings’ quantity tolerance allows (U-INV-PO-5). Only an open or closed order is billed (U-INV-PO-4). Without `lines`, what is received and not billed yet of each line (U-INV-PO-6 when nothing is). Answers the lines as the documents’ kernel figures them, each with the order’s price and its ordered, received and already billed quantities, flagged beyond the tolerances.',
          params: IdParams,
          body: PurchaseOrderBillingBody,
          response: { 200: PurchaseOrderBillingResponse },
        },
      ),
    },
    async (request) =>
      purchaseOrders.bill(request.auth, onBehalfOf(request), request.params.id, request.body),
  );

  app.get(
    '/purchase-orders/bill-matches',
    {
      schema: doc(
        'The three-way match of treasury bills as it stands now (needs bills:read; the treasury asks it once per page of bills)',
        {
          description:
            'Each bill’s lines beside what the order’s goods receipts not cancelled received and the bills made before it billed, flagged beyond the Orders settings’ tolerances as they are now: a receipt recorded or cancelled after the bill, or a tolerance changed, shows. Bills not recorded against the organisation’s orders, or cancelled, are left out.',
          querystring: BillMatchesQuery,
          response: { 200: BillMatchesResponse },
        },
      ),
    },
    async (request) =>
      purchaseOrders.billMatches(request.auth, onBehalfOf(request), request.query.ids),
  );

  app.post(
    '/purchase-orders/:id/billings/:billId/release',
    {
      schema: doc(
        'Release what a cancelled treasury bill billed of the order (needs bills:create or bills:approve)',
        {
          description: 'Its lines count no more and can be billed again; again changes nothing.',
          params: PurchaseOrderBillingParams,
          response: { 204: Type.Null() },
        },
      ),
    },
    async (request, reply) =>
      noContent(
        reply,
        purchaseOrders.releaseBill(request.auth, request.params.id, request.params.billId),
      ),
  );

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
