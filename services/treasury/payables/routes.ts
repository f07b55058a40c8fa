import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PayablesQuery, PayablesResponse } from '../../../contracts/treasury/payables.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { PayablesService } from './service.js';

const doc = routeDocs('payables', 400, 401, 403);

/** The aged payables. */
export const payablesRoutes: FastifyPluginAsyncTypebox<{ payables: PayablesService }> = async (
  app,
  { payables },
) => {
  app.get(
    '/payables',
    {
      schema: doc(
        'What is owed on bills, per supplier and currency, by age (needs cash-analysis:read)',
        {
          description:
            'Approved bills (and submitted ones with `includeSubmitted`) not paid: each owes its amount less what statement transactions explain of it; a bill whose payment is sent is paid. Buckets by days past the due date on `asOf` (default the organisation’s today, Asia/Jakarta): not due yet, due today, 1-30, 31-90, 91-180, 181-365, more than 365. Currencies are never added together.',
          querystring: PayablesQuery,
          response: { 200: PayablesResponse },
        },
      ),
    },
    async (request) => payables.report(request.auth, request.query),
  );
};
