import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeSummaryResponse } from '../../../contracts/treasury/home.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { HomeService } from './service.js';

const doc = routeDocs('home', 401);

export const homeRoutes: FastifyPluginAsyncTypebox<{ home: HomeService }> = async (
  app,
  { home },
) => {
  app.get(
    '/home-summary',
    {
      schema: doc(
        'Home’s figures: cash today by currency, what is due this week, approvals waiting, what is not reconciled',
        {
          description:
            'Each part is null for a member without the permission to read what it sums.',
          response: { 200: HomeSummaryResponse },
        },
      ),
    },
    async (request) => home.summary(request.auth),
  );
};
