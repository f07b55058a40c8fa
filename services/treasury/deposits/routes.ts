import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import {
  DepositBatchQuery,
  DepositBatchResponse,
  DepositCloseBody,
  DepositCreateBody,
  DepositEdge,
  DepositListQuery,
  DepositListResponse,
  DepositResponse,
  DepositUpdateBody,
  IdParams,
} from '../../../contracts/treasury/deposits.js';
import type { DepositService } from './service.js';

const doc = routeDocs('deposits', 400, 401, 403, 404, 409);

export const depositRoutes: FastifyPluginAsyncTypebox<{ deposits: DepositService }> = async (
  app,
  { deposits },
) => {
  app.get(
    '/deposits',
    {
      schema: doc(
        'A page of the organisation’s deposits, soonest maturity first (needs deposits:read)',
        {
          description:
            'Keyset pagination forward with `first`/`after`. Filters: `status` and `search` (alias or bank name). Each deposit carries its interest accrued to today (actual/365, gross, the 20% final tax and net) and at maturity.',
          querystring: DepositListQuery,
          response: { 200: DepositListResponse },
        },
      ),
    },
    async (request) => deposits.list(request.auth, request.query),
  );

  app.get(
    '/deposits/batch',
    {
      schema: doc('Deposits by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: DepositBatchQuery,
        response: { 200: DepositBatchResponse },
      }),
    },
    async (request) => ({ items: await deposits.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/deposits/:id',
    { schema: doc('One deposit', { params: IdParams, response: { 200: DepositResponse } }) },
    async (request) => deposits.get(request.auth, request.params.id),
  );

  recordWriteRoutes(
    app,
    '/deposits',
    doc,
    {
      create: {
        summary: 'Record a placed deposit, Active (needs deposits:manage)',
        description:
          'The bank is one of `GET /banks`; the alias is unique per organisation; the rate is percent a year in (0, 100]; the maturity date follows from the issued date and the tenor. Not dated after today, and not one that has matured by today.',
        body: DepositCreateBody,
        response: DepositEdge,
      },
      update: {
        method: 'PUT',
        summary: 'Change an Active deposit’s alias, term and current rate (needs deposits:manage)',
        description:
          'Refused with U-TRSY-DP-2 once it has matured (from its maturity date on), U-TRSY-DP-14 once closed.',
        body: DepositUpdateBody,
        response: DepositResponse,
      },
    },
    deposits,
  );

  app.post(
    '/deposits/:id/close',
    {
      schema: doc(
        'Close an Active deposit before its maturity date, with a reason (needs deposits:manage)',
        {
          description:
            'An early withdrawal: the current period ends today with its interest to today; principal and net interest are paid out. Refused with U-TRSY-DP-2 once it has matured, U-TRSY-DP-5 when it is not active.',
          params: IdParams,
          body: DepositCloseBody,
          response: { 200: DepositResponse },
        },
      ),
    },
    async (request) => deposits.close(request.auth, request.params.id, request.body.reason),
  );
};
