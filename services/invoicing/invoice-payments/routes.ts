import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DocumentReasonBody,
  DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import {
  AllocationParams,
  CreditRefundBody,
  CreditRefundParams,
  CreditRefundResponse,
  CustomerCreditResponse,
  IdParams,
  InvoicePaymentAllocateBody,
  InvoicePaymentCreateBody,
  InvoicePaymentListQuery,
  InvoicePaymentListResponse,
  InvoicePaymentResponse,
  ReceiptQuery,
  WithholdingResponse,
  WithholdingSlipBody,
} from '../../../contracts/invoicing/invoice-payments.js';
import { noContent, routeDocs } from '../../kit/route-docs.js';
import { createRoute } from '../../kit/write-routes.js';
import { sendRenderedPdf } from '../documents/pdf-reply.js';
import { INVOICE_PAYMENT_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { moveRoutes } from '../documents/move-routes.js';
import type { InvoicePaymentService } from './service.js';

const doc = routeDocs('invoice payments', 400, 401, 403, 404, 409);

const BatchQuery = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
});

export const invoicePaymentRoutes: FastifyPluginAsyncTypebox<{
  invoicePayments: InvoicePaymentService;
}> = async (app, { invoicePayments }) => {
  readRoutes(app, invoicePayments);

  createRoute(
    app,
    '/invoice-payments',
    doc,
    {
      summary: 'Record a buyer’s payment and allocate it (needs invoice-payments:manage)',
      description:
        'Numbered `PAY/2026/11/0001`. Allocated to the invoices in `allocations` (the buyer’s issued invoices in its currency), or, when left out, to the buyer’s open invoices the oldest due first; never more than each has left (U-INV-PAY-8) nor, together, than the payment (U-INV-PAY-9). What is not allocated is the buyer’s credit. A payment in USD or SGD keeps its `exchangeRate` (U-INV-PAY-40; none for rupiah, U-INV-PAY-41), or the kurs pajak of its week when none is given, or none (its exchange difference then unknown); `exchange` answers each allocation’s rupiah value at the invoice’s rate and the payment’s and the realised difference. All or nothing.',
      body: InvoicePaymentCreateBody,
      response: InvoicePaymentResponse,
    },
    (auth, body, caller) => invoicePayments.create(auth, body, caller),
  );

  app.post(
    '/invoice-payments/:id/allocate',
    {
      schema: doc('Allocate what is left of an open payment (needs invoice-payments:manage)', {
        description:
          'To the invoices in `allocations`, or the buyer’s open invoices the oldest due first; the same rules as when recorded, all or nothing.',
        params: IdParams,
        body: InvoicePaymentAllocateBody,
        response: { 200: InvoicePaymentResponse },
      }),
    },
    async (request) => invoicePayments.allocate(request.auth, request.params.id, request.body),
  );

  app.post(
    '/invoice-payments/:id/allocations/:allocationId/undo',
    {
      schema: doc('Undo one allocation (needs invoice-payments:manage)', {
        description:
          'Its invoice has back what the allocation paid; the payment’s other allocations stay as they are.',
        params: AllocationParams,
        response: { 200: InvoicePaymentResponse },
      }),
    },
    async (request) =>
      invoicePayments.unallocate(request.auth, request.params.id, request.params.allocationId),
  );

  moveRoutes(app, {
    path: '/invoice-payments',
    lifecycle: INVOICE_PAYMENT_LIFECYCLE,
    doc,
    response: InvoicePaymentResponse,
    docs: {
      cancel: {
        summary: 'Cancel a payment with a reason',
        description:
          'Its allocations are undone: each invoice has back what it paid. A cancelled payment changes no more (U-INV-DOC-9).',
      },
    },
    move: (request, id, _action, body) => invoicePayments.cancel(request.auth, id, body),
  });

  withholdingRoutes(app, invoicePayments);
  refundRoutes(app, invoicePayments);
};

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** Payments read: a page of them, by id, one with its receipt and revisions; and a buyer's credit. */
function readRoutes(app: App, invoicePayments: InvoicePaymentService) {
  app.get(
    '/invoice-payments',
    {
      schema: doc('Invoice payments, newest first (needs invoice-payments:read)', {
        description: 'Filtered by status, buyer, or an invoice they are allocated to.',
        querystring: InvoicePaymentListQuery,
        response: { 200: InvoicePaymentListResponse },
      }),
    },
    async (request) => invoicePayments.list(request.auth, request.query),
  );

  app.get(
    '/invoice-payments/batch',
    {
      schema: doc('Invoice payments by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: BatchQuery,
        response: { 200: Type.Object({ items: Type.Array(InvoicePaymentResponse) }) },
      }),
    },
    async (request) => ({
      items: await invoicePayments.findByIds(request.auth, request.query.ids),
    }),
  );

  app.get(
    '/invoice-payments/:id',
    {
      schema: doc('One invoice payment, with its allocations', {
        params: IdParams,
        response: { 200: InvoicePaymentResponse },
      }),
    },
    async (request) => invoicePayments.get(request.auth, request.params.id),
  );

  app.get(
    '/invoice-payments/:id/receipt',
    {
      schema: {
        summary: 'The payment’s receipt (application/pdf), in English or Indonesian',
        description:
          'Flagged for an e-Meterai of Rp10,000 when it states more than Rp5,000,000 received (Law 10/2020 on Stamp Duty, Article 3 (2) g). Needs invoice-payments:read.',
        tags: ['invoice payments'],
        params: IdParams,
        querystring: ReceiptQuery,
      },
    },
    async (request, reply) =>
      sendRenderedPdf(request, reply, (...asked) => invoicePayments.receipt(...asked)),
  );

  app.get(
    '/invoice-payments/:id/revisions',
    {
      schema: doc('The payment’s revision history, newest first', {
        params: IdParams,
        response: { 200: Type.Object({ items: Type.Array(DocumentRevisionResponse) }) },
      }),
    },
    async (request) => invoicePayments.revisions(request.auth, request.params.id),
  );

  app.get(
    '/customers/:id/credit',
    {
      schema: doc(
        'A buyer’s credit, per currency: what its open payments have not allocated and its open credit memos have not applied',
        {
          params: IdParams,
          response: { 200: CustomerCreditResponse },
        },
      ),
    },
    async (request) => invoicePayments.credit(request.auth, request.params.id),
  );
}

/** PPh 23 withheld by a buyer: its slip received, or cancelled. */
function withholdingRoutes(app: App, invoicePayments: InvoicePaymentService) {
  app.post(
    '/invoice-withholdings/:id/slip',
    {
      schema: doc(
        'Record the slip that came for a PPh 23 withholding (needs invoice-payments:manage)',
        {
          description:
            'A withholding awaiting its slip (U-INV-PAY-21) then counts toward its invoice, which may so be paid in full.',
          params: IdParams,
          body: WithholdingSlipBody,
          response: { 200: WithholdingResponse },
        },
      ),
    },
    async (request) => invoicePayments.receiveSlip(request.auth, request.params.id, request.body),
  );

  app.post(
    '/invoice-withholdings/:id/cancel',
    {
      schema: doc('Cancel a PPh 23 withholding with a reason (needs invoice-payments:manage)', {
        description: 'Its invoice has back what it reserved or counted.',
        params: IdParams,
        body: DocumentReasonBody,
        response: { 200: WithholdingResponse },
      }),
    },
    async (request) =>
      invoicePayments.cancelWithholding(request.auth, request.params.id, request.body),
  );
}

/** A buyer's credit paid back by a treasury payment order: reserved while the order is on its way, released when it ends unpaid. */
function refundRoutes(app: App, invoicePayments: InvoicePaymentService) {
  app.put(
    '/invoice-payments/:id/refunds/:refundId',
    {
      schema: doc(
        'Reserve a payment’s credit for the treasury payment order that pays it back (needs invoice-payments:manage)',
        {
          description:
            'Asked by the treasury on the maker’s behalf as it makes or changes the order (`refundId`). Only an open payment’s credit, in its currency (U-INV-RF-2, U-INV-RF-3), never more than is left after its allocations and other refunds (U-INV-RF-1), even asked many times at once. The same amount again changes nothing; another amount moves the reservation; a released refund stays released (U-INV-RF-4).',
          params: CreditRefundParams,
          body: CreditRefundBody,
          response: { 200: CreditRefundResponse },
        },
      ),
    },
    async (request) =>
      invoicePayments.reserveRefund(
        request.auth,
        request.params.id,
        request.params.refundId,
        request.body,
      ),
  );

  app.delete(
    '/invoice-payments/:id/refunds/:refundId',
    {
      schema: doc(
        'Release a refund’s reservation: its treasury payment order was rejected, cancelled, or failed and archived, or was never made (needs payments:approve, payments:cancel, payments:archive or invoice-payments:manage)',
        {
          description: 'The credit is the buyer’s again. Released once; again changes nothing.',
          params: CreditRefundParams,
          response: { 204: Type.Null() },
        },
      ),
    },
    async (request, reply) =>
      noContent(
        reply,
        invoicePayments.releaseRefund(request.auth, request.params.id, request.params.refundId),
      ),
  );
}
