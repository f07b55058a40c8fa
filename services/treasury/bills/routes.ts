import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { onBehalfOf } from '../../kit/server.js';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import {
  BillBatchQuery,
  BillBatchResponse,
  BillCreateBody,
  BillEdge,
  BillFromPurchaseOrderBody,
  BillListQuery,
  BillListResponse,
  BillMarkPaidBody,
  BillReasonBody,
  BillResponse,
  BillUpdateBody,
  IdParams,
} from '../../../contracts/treasury/bills.js';
import type { BillService } from './service.js';

const doc = routeDocs('bills', 400, 401, 403, 404, 409);

type BillRouteOptions = { bills: BillService };

/** The bills read (a page, by id, one), created and changed. */
const billRecordRoutes: FastifyPluginAsyncTypebox<BillRouteOptions> = async (app, { bills }) => {
  app.get(
    '/bills',
    {
      schema: doc('A page of the organisation’s bills, soonest due first (needs bills:read)', {
        description:
          'Keyset pagination forward with `first`/`after`. Filters: `status`, `paymentStatus`, `counterpartyId`, due date range (`dueFrom`, `dueTo`, both included) and `search`. Sorted by `sort` (DUE_DATE, DATE, AMOUNT, SUPPLIER, NUMBER; DUE_DATE by default) in `sortDirection` (ASC by default); a cursor continues only the sort it came from. `totals` adds up the amounts of every bill the filters keep, per currency.',
        querystring: BillListQuery,
        response: { 200: BillListResponse },
      }),
    },
    async (request) => bills.list(request.auth, request.query, onBehalfOf(request)),
  );

  app.get(
    '/bills/batch',
    {
      schema: doc('Bills by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: BillBatchQuery,
        response: { 200: BillBatchResponse },
      }),
    },
    async (request) => ({
      items: await bills.findByIds(request.auth, request.query.ids, onBehalfOf(request)),
    }),
  );

  app.get(
    '/bills/:id',
    { schema: doc('One bill', { params: IdParams, response: { 200: BillResponse } }) },
    async (request) => bills.get(request.auth, request.params.id, onBehalfOf(request)),
  );

  app.post(
    '/bills/from-purchase-order',
    {
      schema: doc(
        'Make a bill, Created, from a purchase order and its goods receipts (needs bills:create)',
        {
          description:
            'The three-way match: the lines are the order’s (what is received and not billed yet of each, unless `lines` names them), at the order’s prices unless named, figured with PPN per line as the order is; the bill takes the order’s supplier and currency, and its amount is their total. The invoicing service records them under the order’s row lock: together, bills never bill more of a line than was ordered and the Orders settings’ quantity tolerance allow (U-INV-PO-5). Each line says what was ordered, received and billed before, flagged where the bill goes past what was received or the order’s price beyond the tolerances (`matchStatus` DIFFERENCES). Another organisation’s order is not found (U-INV-PO-1).',
          body: BillFromPurchaseOrderBody,
          response: { 201: BillEdge },
        },
      ),
    },
    async (request, reply) => {
      const made = await bills.createFromPurchaseOrder(
        request.auth,
        onBehalfOf(request),
        request.body,
      );
      return reply.code(201).send(made);
    },
  );

  recordWriteRoutes(
    app,
    '/bills',
    doc,
    {
      create: {
        summary: 'Create a bill, Created (needs bills:create)',
        description: `The due date is not before the bill's date; the category is one of the list; the number, when given, is unique per counterparty.`,
        body: BillCreateBody,
        response: BillEdge,
      },
      update: {
        method: 'PUT',
        summary: 'Change a Created or Submitted bill: every field again (needs bills:create)',
        description:
          'A submitted bill goes back to Created. Refused with U-TRSY-BL-11 while a payment pays it, U-TRSY-BL-12 once statement transactions explain part of it.',
        body: BillUpdateBody,
        response: BillResponse,
      },
    },
    bills,
  );
};

/** A bill's way through its lifecycle: submitted, approved, marked paid, cancelled. */
const billLifecycleRoutes: FastifyPluginAsyncTypebox<BillRouteOptions> = async (app, { bills }) => {
  app.post(
    '/bills/:id/submit',
    {
      schema: doc('Submit a Created bill for approval (needs bills:create)', {
        params: IdParams,
        response: { 200: BillResponse },
      }),
    },
    async (request) => bills.submit(request.auth, request.params.id),
  );

  app.post(
    '/bills/:id/approve',
    {
      schema: doc('Approve a Submitted bill: it is then to be paid (needs bills:approve)', {
        description:
          'Not by the member who created it (nor their API keys) unless the company allows self-approval (U-TRSY-BL-20).',
        params: IdParams,
        response: { 200: BillResponse },
      }),
    },
    async (request) => bills.approve(request.auth, onBehalfOf(request), request.params.id),
  );

  app.post(
    '/bills/:id/mark-paid',
    {
      schema: doc(
        'Mark an approved bill paid by the outgoing statement transaction that paid it (needs reconciliation:auto-reconcile)',
        {
          description:
            'Matches the two as the reconciliation screen does: the line must be outgoing, not reconciled, in the bill’s currency, with open exactly what is left to pay. Removing that match makes the bill unpaid again.',
          params: IdParams,
          body: BillMarkPaidBody,
          response: { 200: BillResponse },
        },
      ),
    },
    async (request) =>
      bills.markPaid(request.auth, request.params.id, request.body.statementTransactionId),
  );

  app.post(
    '/bills/:id/cancel',
    {
      schema: doc('Cancel a bill with a reason (needs bills:create or bills:approve)', {
        description:
          'Refused while a payment pays it or once statement transactions explain part of it.',
        params: IdParams,
        body: BillReasonBody,
        response: { 200: BillResponse },
      }),
    },
    async (request) =>
      bills.cancel(request.auth, request.params.id, request.body.reason, onBehalfOf(request)),
  );
};

/** The organisation's bills: what it owes its suppliers, from draft to paid. */
export const billRoutes: FastifyPluginAsyncTypebox<BillRouteOptions> = async (app, options) => {
  await billRecordRoutes(app, options);
  await billLifecycleRoutes(app, options);
};
