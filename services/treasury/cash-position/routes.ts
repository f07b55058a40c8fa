import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CashPositionQuery,
  CashPositionResponse,
  CashPositionTrendQuery,
  CashPositionTrendResponse,
} from '../../../contracts/treasury/cash-position.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { CashPositionService } from './service.js';

const doc = routeDocs('cash-position', 400, 401, 403);

export const cashPositionRoutes: FastifyPluginAsyncTypebox<{
  position: CashPositionService;
}> = async (app, { position }) => {
  app.get(
    '/cash-position',
    {
      schema: doc('The cash position as of the end of a business day (needs cash-analysis:read)', {
        description:
          'Every account’s latest available balance recorded for a moment before the day ends (Asia/Jakarta), or none yet; accounts closed by then left out. Grouped by bank, entity and currency, with totals per currency and in IDR and USD at the latest rates on or before the day (a total is null, naming the currency, when a rate it needs is missing).',
        querystring: CashPositionQuery,
        response: { 200: CashPositionResponse },
      }),
    },
    async (request) => position.position(request.auth, request.query),
  );

  app.get(
    '/cash-position/trend',
    {
      schema: doc(
        'The totals of the cash position day by day, or week by week (needs cash-analysis:read)',
        {
          description:
            'Default: the last 90 days up to today, a point a day. A range longer than 180 days gives a point every 7 days ending on `to` unless `interval=DAY`. At most three years.',
          querystring: CashPositionTrendQuery,
          response: { 200: CashPositionTrendResponse },
        },
      ),
    },
    async (request) => position.trend(request.auth, request.query),
  );
};
