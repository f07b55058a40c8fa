import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '../../../contracts/invoicing/recurring-invoices.js';
import { idActionRoutes } from '../../kit/action-routes.js';
import { onBehalfOf } from '../../kit/server.js';
import { recordReadRoutes } from '../../kit/read-routes.js';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import type { RecurringInvoiceService } from './service.js';

const doc = routeDocs('recurring invoices', 400, 401, 403, 404, 409);

/** Recurring invoices: templates of a standing order, read, written, paused, resumed, removed and issued now. */
export const recurringInvoiceRoutes: FastifyPluginAsyncTypebox<{
  recurringInvoices: RecurringInvoiceService;
}> = async (app, { recurringInvoices }) => {
  app.get(
    '/recurring-invoices',
    {
      schema: doc('The organisation’s recurring invoices (needs invoices:read)', {
        description:
          'The next to run first, each with its next period’s invoice as it would be written now and why the last run skipped it, if it did.',
        querystring: contract.RecurringInvoiceListQuery,
        response: { 200: contract.RecurringInvoiceListResponse },
      }),
    },
    async (request) => recurringInvoices.list(request.auth, request.query),
  );
  recordReadRoutes(
    app,
    '/recurring-invoices',
    doc,
    contract.RecurringInvoiceResponse,
    recurringInvoices,
    {
      batch: 'Recurring invoices by id (repeat `ids`; needs invoices:read)',
      get: 'One recurring invoice (needs invoices:read)',
    },
  );

  recordWriteRoutes(
    app,
    '/recurring-invoices',
    doc,
    {
      create: {
        summary: 'Set up a recurring invoice of a standing order (needs invoices:manage)',
        description:
          'For an open order (U-INV-REC-2, 3) of an active buyer (U-INV-REC-4) invoiced weekly, every two weeks or monthly (U-INV-REC-5); each period’s lines are taken from the order’s as an invoice’s are (U-INV-DOC codes; U-INV-REC-13 when the order has not enough left for one period); the next date today or later in the organisation’s time zone (U-INV-REC-6), the end date not before it (U-INV-REC-7).',
        body: contract.RecurringInvoiceCreateBody,
        response: contract.RecurringInvoiceResponse,
      },
      update: {
        method: 'PATCH',
        summary: 'Change a recurring invoice on its version (needs invoices:manage)',
        description:
          'The fields given, checked as at setting up; refused when it changed meanwhile (U-INV-REC-9), has ended (U-INV-REC-14), or the count is not above the invoices issued (U-INV-REC-8).',
        body: contract.RecurringInvoiceUpdateBody,
        response: contract.RecurringInvoiceResponse,
      },
      remove: {
        summary: 'Remove a recurring invoice (needs invoices:manage)',
        description: 'The invoices it wrote stay as they are.',
      },
    },
    recurringInvoices,
  );

  idActionRoutes(
    app,
    {
      path: '/recurring-invoices',
      doc,
      response: contract.RecurringInvoiceResponse,
      needs: 'needs invoices:manage',
      summaries: {
        pause: 'Pause an ACTIVE recurring invoice, which the daily run then leaves (U-INV-REC-10)',
        resume:
          'Resume a PAUSED recurring invoice (U-INV-REC-11); a next date already passed is invoiced at the next run',
      },
    },
    (auth, id, action) => recurringInvoices.setPaused(auth, id, action === 'pause'),
  );

  app.post(
    '/recurring-invoices/:id/issue',
    {
      schema: doc('Write the next period’s draft invoice now (needs invoices:manage)', {
        description:
          'For the period the caller saw as next (`period`): written once, whatever requests and runs meet (the others: U-INV-REC-12), dated today when the period is later; the next date moves on by the buyer’s billing cycle. Refused, writing nothing, when the template is not ACTIVE (U-INV-REC-10, 14), the buyer is not active (U-INV-REC-4) or invoiced per order (U-INV-REC-5), the order is not open (U-INV-REC-3) or has not enough left (U-INV-REC-13).',
        params: contract.IdParams,
        body: contract.RecurringInvoiceIssueBody,
        response: { 200: contract.RecurringInvoiceResponse },
      }),
    },
    async (request) =>
      recurringInvoices.issueNow(
        request.auth,
        request.params.id,
        request.body,
        onBehalfOf(request),
      ),
  );
};
