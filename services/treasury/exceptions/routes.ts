import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { onBehalfOf } from '../../kit/server.js';
import {
  ExceptionAssignBody,
  ExceptionBatchQuery,
  ExceptionBatchResponse,
  ExceptionListQuery,
  ExceptionListResponse,
  ExceptionResolveBody,
  ExceptionResponse,
  ExceptionScanResponse,
  ExceptionSettingsBody,
  ExceptionSettingsResponse,
  IdParams,
} from '../../../contracts/treasury/exceptions.js';
import type { ExceptionService } from './service.js';

const doc = routeDocs('exceptions', 400, 401, 403, 404, 409);

type ExceptionRouteOptions = { exceptions: ExceptionService };

/** The tickets read (a page, by id, one), the settings that open them, and a scan that opens them now. */
const exceptionReadRoutes: FastifyPluginAsyncTypebox<ExceptionRouteOptions> = async (
  app,
  { exceptions },
) => {
  app.get(
    '/exceptions',
    {
      schema: doc(
        'A page of the organisation’s exception tickets, the longest open first (needs exceptions:read)',
        {
          description:
            'Keyset pagination forward with `first`/`after`. Filters: `status` (repeat for several), `type`, `assigneeId`, `unassigned`.',
          querystring: ExceptionListQuery,
          response: { 200: ExceptionListResponse },
        },
      ),
    },
    async (request) => exceptions.list(request.auth, request.query),
  );

  app.get(
    '/exceptions/batch',
    {
      schema: doc('Exception tickets by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: ExceptionBatchQuery,
        response: { 200: ExceptionBatchResponse },
      }),
    },
    async (request) => ({ items: await exceptions.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/exceptions/settings',
    {
      schema: doc(
        'After how many days an unmatched line becomes an exception (needs exceptions:read)',
        { response: { 200: ExceptionSettingsResponse } },
      ),
    },
    async (request) => exceptions.settings(request.auth),
  );

  app.put(
    '/exceptions/settings',
    {
      schema: doc(
        'Set after how many days (1 to 365) an unmatched line becomes an exception (needs exceptions:manage)',
        { body: ExceptionSettingsBody, response: { 200: ExceptionSettingsResponse } },
      ),
    },
    async (request) => exceptions.updateSettings(request.auth, request.body.unmatchedAfterDays),
  );

  app.post(
    '/exceptions/scan',
    {
      schema: doc(
        'Scan now instead of waiting for the scheduled job: open the tickets the lines and payment providers’ payouts call for, and those of the invoicing service’s checkout payments of another amount than charged (read with the caller’s token), resolve those whose difference is gone (needs exceptions:manage)',
        {
          response: { 200: ExceptionScanResponse },
        },
      ),
    },
    async (request) => exceptions.scanNow(request.auth, onBehalfOf(request)),
  );

  app.get(
    '/exceptions/:id',
    {
      schema: doc('One exception ticket', {
        params: IdParams,
        response: { 200: ExceptionResponse },
      }),
    },
    async (request) => exceptions.get(request.auth, request.params.id),
  );
};

/** The work on one ticket: assigned, started, resolved, reopened. */
const exceptionWorkRoutes: FastifyPluginAsyncTypebox<ExceptionRouteOptions> = async (
  app,
  { exceptions },
) => {
  app.post(
    '/exceptions/:id/assign',
    {
      schema: doc(
        'Assign an unresolved ticket to a member, or to nobody with null (needs exceptions:manage)',
        {
          description:
            'Refused with U-TRSY-EXC-2 once resolved and U-TRSY-EXC-7 when it is already assigned that way.',
          params: IdParams,
          body: ExceptionAssignBody,
          response: { 200: ExceptionResponse },
        },
      ),
    },
    async (request) => exceptions.assign(request.auth, request.params.id, request.body),
  );

  app.post(
    '/exceptions/:id/start',
    {
      schema: doc(
        'Move an open ticket to In Progress; one assigned to nobody becomes the caller’s (needs exceptions:manage)',
        {
          description:
            'Refused with U-TRSY-EXC-3 when already in progress and U-TRSY-EXC-2 once resolved.',
          params: IdParams,
          response: { 200: ExceptionResponse },
        },
      ),
    },
    async (request) => exceptions.start(request.auth, request.params.id),
  );

  app.post(
    '/exceptions/:id/resolve',
    {
      schema: doc('Resolve an open or in-progress ticket with a note (needs exceptions:manage)', {
        description:
          'The note is required (U-TRSY-EXC-5), at most 1000 characters (U-TRSY-EXC-6). Refused with U-TRSY-EXC-2 once resolved.',
        params: IdParams,
        body: ExceptionResolveBody,
        response: { 200: ExceptionResponse },
      }),
    },
    async (request) => exceptions.resolve(request.auth, request.params.id, request.body.note),
  );

  app.post(
    '/exceptions/:id/reopen',
    {
      schema: doc('Reopen a resolved ticket (needs exceptions:manage)', {
        description:
          'Refused with U-TRSY-EXC-4 unless resolved, U-TRSY-EXC-9 while its line is reconciled or archived, U-TRSY-EXC-10 when another ticket of its type is open for the line; for a payout’s ticket, U-TRSY-EXC-14 once the payout no longer shows the difference and U-TRSY-EXC-15 when another ticket of its type is open for the payout.',
        params: IdParams,
        response: { 200: ExceptionResponse },
      }),
    },
    async (request) => exceptions.reopen(request.auth, request.params.id),
  );
};

/** Exception tickets: the unmatched lines and items that need a person, and their work. */
export const exceptionRoutes: FastifyPluginAsyncTypebox<ExceptionRouteOptions> = async (
  app,
  options,
) => {
  await exceptionReadRoutes(app, options);
  await exceptionWorkRoutes(app, options);
};
