import { onBehalfOf } from '../../kit/server.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgedReceivablesQuery,
  AgedReceivablesResponse,
} from '../../../contracts/invoicing/aged-receivables.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { AgedReceivablesService } from './service.js';

const doc = routeDocs('aged receivables', 400, 401, 403);

export const agedReceivableRoutes: FastifyPluginAsyncTypebox<{
  agedReceivables: AgedReceivablesService;
}> = async (app, { agedReceivables }) => {
  app.get(
    '/aged-receivables',
    {
      schema: doc('What buyers still owe, by days past due (needs invoices:read)', {
        description:
          'Each issued invoice’s remaining amount in its bucket on the as-of date: current, 1-30, 31-60, 61-90, over 90 days past due; per buyer and in total, per currency.',
        querystring: AgedReceivablesQuery,
        response: { 200: AgedReceivablesResponse },
      }),
    },
    async (request) => agedReceivables.report(request.auth, onBehalfOf(request), request.query),
  );
};
