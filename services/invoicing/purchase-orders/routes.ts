import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DocumentReasonBody,
  DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import {
  IdParams,
  PurchaseOrderCreateBody,
  PurchaseOrderListQuery,
  PurchaseOrderListResponse,
  PurchaseOrderResponse,
} from '../../../contracts/invoicing/purchase-orders.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { PurchaseOrderService } from './service.js';

const doc = routeDocs('purchase orders', 400, 401, 403, 404, 409);

const PurchaseOrderBatchQuery = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
});
const PurchaseOrderBatchResponse = Type.Object({ items: Type.Array(PurchaseOrderResponse) });

export const purchaseOrderRoutes: FastifyPluginAsyncTypebox<{
  purchaseOrders: PurchaseOrderService;
}> = async (app, { purchaseOrders }) => {
  app.get(
    '/purchase-orders',
    {
      schema: doc(
        'A page of the organisation’s purchase orders, newest first (needs purchase-orders:read)',
        {
          description:
            'Keyset pagination forward with `first`/`after`. `status` keeps the OPEN, CANCELLED or CLOSED ones; `supplierId` one supplier’s.',
          querystring: PurchaseOrderListQuery,
          response: { 200: PurchaseOrderListResponse },
        },
      ),
    },
    async (request) => purchaseOrders.list(request.auth, request.query),
  );

  app.get(
    '/purchase-orders/batch',
    {
      schema: doc('Purchase orders by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: PurchaseOrderBatchQuery,
        response: { 200: PurchaseOrderBatchResponse },
      }),
    },
    async (request) => ({ items: await purchaseOrders.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/purchase-orders/:id',
    {
      schema: doc('One purchase order, with its lines and figures', {
        params: IdParams,
        response: { 200: PurchaseOrderResponse },
      }),
    },
    async (request) => purchaseOrders.get(request.auth, request.params.id),
  );

  app.get(
    '/purchase-orders/:id/revisions',
    {
      schema: doc('The order’s revision history, newest first: who changed what, when', {
        params: IdParams,
        response: { 200: Type.Object({ items: Type.Array(DocumentRevisionResponse) }) },
      }),
    },
    async (request) => purchaseOrders.revisions(request.auth, request.params.id),
  );

  app.post(
    '/purchase-orders',
    {
      schema: doc('Write a purchase order to a supplier (needs purchase-orders:manage)', {
        description:
          'Numbered `PO/2026/11/0001` and OPEN. The supplier is a counterparty the caller found in its organisation (the BFF checks it), named as it is now. Each line’s figures (tax base, other tax base, PPN) are computed as Coretax computes them and stored.',
        body: PurchaseOrderCreateBody,
        response: { 201: PurchaseOrderResponse },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await purchaseOrders.create(request.auth, request.body)),
  );

  for (const [action, summary] of [
    ['cancel', 'Cancel an open purchase order, with a reason'],
    ['close', 'Close an open purchase order: nothing more is expected'],
  ] as const)
    app.post(
      `/purchase-orders/:id/${action}`,
      {
        schema: doc(`${summary} (needs purchase-orders:manage)`, {
          description: 'A cancelled or closed order changes no more (U-INV-DOC-9).',
          params: IdParams,
          ...(action === 'cancel' ? { body: DocumentReasonBody } : {}),
          response: { 200: PurchaseOrderResponse },
        }),
      },
      async (request) =>
        purchaseOrders.move(
          request.auth,
          request.params.id,
          action,
          (request.body ?? {}) as { reason?: string },
        ),
    );
};
