import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ReceivableListQuery,
  ReceivableListResponse,
  ReceivableResponse,
  SettlementBody,
  SettlementParams,
} from '../../../contracts/invoicing/receivables.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { ReceivableService } from './service.js';

const doc = routeDocs('receivables', 400, 401, 403, 404, 409);

/** Receivables for the treasury's reconciliation: read, settled by a match of a bank credit, and settled no more. */
export const receivableRoutes: FastifyPluginAsyncTypebox<{
  receivables: ReceivableService;
}> = async (app, { receivables }) => {
  app.get(
    '/receivables',
    {
      schema: doc('Issued invoices as reconciliation reads them (needs reconciliation:read)', {
        description:
          'With `ids`: those invoices, open or not (cancelled ones too; drafts and another organisation’s are left out). Without: the open ones (issued, not settled in full), 500 at a time in id order, `after` the last one read.',
        querystring: ReceivableListQuery,
        response: { 200: ReceivableListResponse },
      }),
    },
    async (request) => receivables.list(request.auth, request.query),
  );

  app.put(
    '/receivables/:id/settlements/:reconciliationId',
    {
      schema: doc(
        'Settle an issued invoice by a match of a bank credit (needs reconciliation:reconcile)',
        {
          description:
            'Named by the treasury’s match: the same amount again changes nothing; another amount by the same match is refused (U-INV-RC-4). Only an issued invoice (U-INV-RC-2), never beyond what is left of it (U-INV-RC-3). Paid in full, the invoice is PAID.',
          params: SettlementParams,
          body: SettlementBody,
          response: { 200: ReceivableResponse },
        },
      ),
    },
    async (request) =>
      receivables.settle(
        request.auth,
        request.params.id,
        request.params.reconciliationId,
        request.body,
      ),
  );

  app.delete(
    '/receivables/:id/settlements/:reconciliationId',
    {
      schema: doc(
        'Take back what a match settled of an invoice (needs reconciliation:unreconcile)',
        {
          description:
            'When the match is removed, or did not go through. Nothing settled by that match changes nothing. A paid invoice is ISSUED again.',
          params: SettlementParams,
          response: { 200: ReceivableResponse },
        },
      ),
    },
    async (request) =>
      receivables.unsettle(request.auth, request.params.id, request.params.reconciliationId),
  );
};
