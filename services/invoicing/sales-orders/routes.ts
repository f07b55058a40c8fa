import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SALES_ORDER_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import {
  SalesOrderCreateBody,
  SalesOrderDraftBody,
  SalesOrderListQuery,
  SalesOrderListResponse,
  SalesOrderResponse,
} from '../../../contracts/invoicing/sales-orders.js';
import { onBehalfOf } from '../../kit/server.js';
import { routeDocs } from '../../kit/route-docs.js';
import { approvedOrderMoveDocs, moveRoutes } from '../documents/move-routes.js';
import { documentRoutes, draftEditRoute } from '../documents/document-routes.js';
import type { SalesOrderService } from './service.js';

const doc = routeDocs('sales orders', 400, 401, 403, 404, 409);

export const salesOrderRoutes: FastifyPluginAsyncTypebox<{
  salesOrders: SalesOrderService;
}> = async (app, { salesOrders }) => {
  documentRoutes(app, {
    path: '/sales-orders',
    doc,
    response: SalesOrderResponse,
    documents: salesOrders,
    list: {
      summary: 'A page of the organisation’s sales orders, newest first (needs sales-orders:read)',
      description:
        'Keyset pagination forward with `first`/`after`. `status` OPEN keeps the orders waiting for approval or open; REJECTED, CANCELLED, CLOSED the others. `customerId` keeps one buyer’s.',
      query: SalesOrderListQuery,
      response: SalesOrderListResponse,
    },
    reads: {
      batch: 'Sales orders by id (repeat `ids`); other organisations’ ids are left out',
      get: 'One sales order, with its lines and figures',
      revisions: 'The order’s revision history, newest first: who changed what, when',
    },
    create: {
      summary: 'Write a sales order for an active buyer (needs sales-orders:manage)',
      description:
        'Numbered with the Orders settings’ prefix (`SO/2026/11/0001`); PENDING_APPROVAL when those settings require approval, OPEN otherwise, or DRAFT when `draft` asks (its credit is checked when it is submitted). Each line’s figures (tax base, other tax base, PPN) are computed as Coretax computes them and stored. Refused with U-INV-SO-4 when the buyer’s waiting and open orders and unpaid invoices with this one, less its credit (what its open payments have not allocated and its open credit memos have not applied), would come to more than its credit limit.',
      body: SalesOrderCreateBody,
    },
  });

  draftEditRoute(app, {
    path: '/sales-orders',
    doc,
    response: SalesOrderResponse,
    body: SalesOrderDraftBody,
    summary:
      'Edit a draft order’s PO reference, dates, notes, lines and discount, on the version it was read at (needs sales-orders:manage)',
    description:
      'The fields given change, checked as at writing (U-INV-SO-3, the U-INV-DOC codes on the line at fault); lines are given whole, with their discount and `pricesIncludeTax` (those without lines: U-INV-SO-22), and figured as at writing. Its buyer and currency stay. Only a draft is edited (U-INV-SO-20), on its version (U-INV-SO-21); a refusal writes nothing. The revision records each field’s change and each line added, removed or changed; a draft reserves no credit until it is submitted.',
    edit: (auth, caller, id, body) => salesOrders.reviseDraft(auth, caller, id, body),
  });

  moveRoutes(app, {
    path: '/sales-orders',
    lifecycle: SALES_ORDER_LIFECYCLE,
    doc,
    response: SalesOrderResponse,
    docs: {
      submit: {
        summary: 'Submit a draft order',
        description:
          'To PENDING_APPROVAL when the Orders settings require approval, OPEN otherwise, as a new order; refused with U-INV-SO-4 when it would take its buyer over its credit limit (a draft reserves none), and U-INV-DOC-9 once it is not a draft.',
      },
      ...approvedOrderMoveDocs({
        approve: 'Approve an order waiting for approval',
        close: 'Close an open order',
      }),
    },
    move: (request, id, action, body) =>
      salesOrders.move(request.auth, onBehalfOf(request), id, action, body),
  });
};
