import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FxRateImportBody,
  FxRateImportResponse,
  FxRateListQuery,
  FxRateListResponse,
  FxRateRecordBody,
  FxRateRecordResponse,
} from '../../../contracts/treasury/fx-rates.js';
import { routeDocs } from '../../kit/route-docs.js';
import { changeRoute } from '../../kit/write-routes.js';
import type { FxRateService } from './service.js';

const doc = routeDocs('fx-rates', 400, 401, 403);

export const fxRateRoutes: FastifyPluginAsyncTypebox<{ rates: FxRateService }> = async (
  app,
  { rates },
) => {
  app.get(
    '/fx-rates',
    {
      schema: doc(
        'A page of the organisation’s exchange rates, newest day first (needs cash-analysis:read)',
        {
          description:
            'Rupiah per one unit of USD or SGD, one per day and currency. Keyset pagination forward with `first`/`after`; filter by `currency`.',
          querystring: FxRateListQuery,
          response: { 200: FxRateListResponse },
        },
      ),
    },
    async (request) => rates.list(request.auth, request.query),
  );

  changeRoute(
    app,
    '/fx-rates',
    doc,
    {
      method: 'PUT',
      summary: 'Record the rate of a day and currency by hand (needs bank-accounts:manage)',
      description:
        'The day is not after today (Asia/Jakarta); the currency is USD or SGD; the rate is rupiah per unit, greater than zero, with a dot for decimals (at most 8). A rate for a day and currency that has one replaces it: the answer carries the replaced rate, and the activity log keeps it.',
      body: FxRateRecordBody,
      response: FxRateRecordResponse,
    },
    (auth, body) => rates.record(auth, body),
  );

  app.post(
    '/fx-rates/import',
    {
      schema: doc('Import rates from a CSV of date,currency,rate (needs bank-accounts:manage)', {
        description:
          'All or nothing: when any line has a problem, the answer lists the problems by line (the header is line 1) and nothing is written. Otherwise every rate is written, replacing the rate of its day and currency if there is one. Template: /templates/fx-rates-template.csv of the web app.',
        body: FxRateImportBody,
        response: { 200: FxRateImportResponse },
      }),
    },
    async (request) => rates.import(request.auth, request.body),
  );
};
