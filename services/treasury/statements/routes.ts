import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, noContent, routeDocs } from '../../kit/route-docs.js';
import { recordReadRoutes } from '../../kit/read-routes.js';
import { bankAccountErrors } from '../../../contracts/treasury/bank-accounts.js';
import { errorResponses } from '../../../contracts/common/errors.js';
import {
  IdParams,
  StatementCreateBody,
  StatementExportBody,
  StatementExportListQuery,
  StatementExportPage,
  StatementExportResponse,
  StatementListQuery,
  StatementPage,
  StatementTransactionResponse,
  SyncScheduleBody,
  SyncScheduleResponse,
} from '../../../contracts/treasury/statements.js';
import type { StatementExportService } from './exports.js';
import type { StatementService } from './service.js';
import type { StatementSyncService } from './sync.js';

/** What the statement routes are given: the transactions' service, the exports' and the syncs'. */
type StatementRouteOptions = {
  statements: StatementService;
  exports: StatementExportService;
  sync: StatementSyncService;
};

const errors = errorResponses(400, 403, 404, 409);
const doc = routeDocs('statement-transactions', 400, 403, 404, 409);

/** Statement transactions: listed, read by id, entered by hand. */
const statementTransactionRoutes: FastifyPluginAsyncTypebox<StatementRouteOptions> = async (
  app,
  { statements },
) => {
  app.get(
    '/statement-transactions',
    {
      schema: doc(
        'Statement transactions, newest first, filtered and paged (needs statements:read)',
        { querystring: StatementListQuery, response: { 200: StatementPage } },
      ),
    },
    async (request) => statements.list(request.auth, request.query),
  );

  recordReadRoutes(app, '/statement-transactions', doc, StatementTransactionResponse, statements, {
    batch: 'Statement transactions by id (repeat `ids`); other organisations’ are left out',
    get: 'One statement transaction',
  });

  app.post(
    '/statement-transactions',
    {
      schema: doc('Enter a statement transaction by hand (needs statements:create)', {
        description:
          'The date may not be after today nor more than 3 months ago; the same line (date, time, direction, amount, balance, description) cannot be entered twice.',
        body: StatementCreateBody,
        response: { 201: StatementTransactionResponse },
      }),
    },
    async (request, reply) => created(reply, statements.create(request.auth, request.body)),
  );
};

/** Exports of statement transactions: one asked for, then read back with its file. */
const statementExportRoutes: FastifyPluginAsyncTypebox<StatementRouteOptions> = async (
  app,
  { exports },
) => {
  app.post(
    '/statement-transactions/exports',
    {
      schema: doc(
        'Export the filtered statement transactions to CSV in the background; the link is mailed (needs statements:export)',
        {
          body: StatementExportBody,
          response: { 202: StatementExportResponse },
        },
      ),
    },
    async (request, reply) =>
      reply.status(202).send(await exports.request(request.auth, request.body)),
  );

  app.get(
    '/exports',
    {
      schema: doc(
        'The organisation’s exports, newest first, a page at a time (needs statements:export)',
        { querystring: StatementExportListQuery, response: { 200: StatementExportPage } },
      ),
    },
    async (request) => exports.list(request.auth, request.query),
  );

  app.get(
    '/exports/:id',
    {
      schema: doc('An export’s state', {
        params: IdParams,
        response: { 200: StatementExportResponse },
      }),
    },
    async (request) => exports.get(request.auth, request.params.id),
  );

  app.get(
    '/exports/:id/file',
    {
      schema: {
        summary: 'The finished export file (text/csv)',
        tags: ['statement-transactions'],
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exports.file(request.auth, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
};

/** An API-connected account's statement sync: its schedule read, set, removed, and a sync run now. */
const syncScheduleRoutes: FastifyPluginAsyncTypebox<StatementRouteOptions> = async (
  app,
  { sync },
) => {
  app.get(
    '/bank-accounts/:id/sync-schedule',
    {
      schema: {
        summary: 'The account’s statement sync schedule, or 404 when it has none',
        tags: ['bank-accounts'],
        params: IdParams,
        response: { 200: SyncScheduleResponse, ...errors },
      },
    },
    async (request, reply) => {
      const schedule = await sync.get(request.auth, request.params.id);
      // Answered without a field: here the missing schedule is the resource itself.
      const { code, message } = bankAccountErrors.syncNotScheduled;
      return schedule ?? reply.status(404).send({ error: { code, message } });
    },
  );

  app.post(
    '/bank-accounts/:id/sync-schedule',
    {
      schema: {
        summary:
          'Schedule the statement sync of an API-connected account (needs bank-accounts:manage); a second schedule is refused',
        tags: ['bank-accounts'],
        params: IdParams,
        body: SyncScheduleBody,
        response: { 201: SyncScheduleResponse, ...errors },
      },
    },
    async (request, reply) =>
      created(
        reply,
        sync.schedule(request.auth, {
          bankAccountId: request.params.id,
          intervalMinutes: request.body.intervalMinutes,
        }),
      ),
  );

  app.delete(
    '/bank-accounts/:id/sync-schedule',
    {
      schema: {
        summary: 'Stop the statement sync of an account',
        tags: ['bank-accounts'],
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => noContent(reply, sync.unschedule(request.auth, request.params.id)),
  );

  app.post(
    '/bank-accounts/:id/sync-schedule/run',
    {
      schema: {
        summary: 'Sync a scheduled account now',
        tags: ['bank-accounts'],
        params: IdParams,
        response: { 202: SyncScheduleResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sync.syncNow(request.auth, request.params.id)),
  );
};

export const statementRoutes: FastifyPluginAsyncTypebox<StatementRouteOptions> = async (
  app,
  options,
) => {
  await statementTransactionRoutes(app, options);
  await statementExportRoutes(app, options);
  await syncScheduleRoutes(app, options);
};
