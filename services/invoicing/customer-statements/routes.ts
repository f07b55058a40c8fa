import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerStatementQuery,
  CustomerStatementResponse,
  IdParams,
} from '../../../contracts/invoicing/customer-statements.js';
import { routeDocs } from '../../kit/route-docs.js';
import { onBehalfOf } from '../../kit/server.js';
import { sendDocumentFile } from '../documents/pdf-reply.js';
import type { CustomerStatementService } from './service.js';

const doc = routeDocs('customer statements', 400, 401, 403, 404);

export const customerStatementRoutes: FastifyPluginAsyncTypebox<{
  customerStatements: CustomerStatementService;
}> = async (app, { customerStatements }) => {
  app.get(
    '/customers/:id/statement',
    {
      schema: doc('A buyer’s statement of account for a period (needs invoices:read)', {
        description:
          'The opening balance, every movement of the period in date order with the running balance (issued invoices, payments and what they paid, customer credit, credit memos applied, PPh 23 withheld, cancellations), the closing balance, and what is open at the end date by days past due. As the PDF for the buyer (`format=pdf`, the default, application/pdf), CSV (`format=csv`, text/csv) or JSON (`format=json`, the answer below), in English or Indonesian. Dates malformed (U-INV-ST-1), out of order (U-INV-ST-2) or more than 366 days apart (U-INV-ST-3) are refused; another organisation’s customer is not found (U-INV-CU-1).',
        params: IdParams,
        querystring: CustomerStatementQuery,
        response: { 200: CustomerStatementResponse },
      }),
    },
    async (request, reply) => {
      const statement = await customerStatements.statement(
        request.auth,
        request.params.id,
        request.query,
      );
      const format = request.query.format ?? 'pdf';
      if (format === 'json') return statement;
      return sendDocumentFile(
        reply,
        await customerStatements.file(statement, format, onBehalfOf(request)),
      );
    },
  );
};
