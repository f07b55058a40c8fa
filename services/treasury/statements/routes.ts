import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { ExportListQuery, ExportPage, type StatementExportService } from './exports.js';
import { CreateBody, ExportBody, ExportResponse, ListQuery, StatementPage, StatementTransactionResponse } from './schemas.js';
import type { StatementService } from './service.js';
import type { StatementSyncService } from './sync.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const ScheduleResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  intervalMinutes: Type.Integer(),
  nextRunAt: Type.String({ format: 'date-time' }),
  lastRunAt: Type.Union([Type.String(), Type.Null()]),
  lastStatus: Type.Union([Type.Literal('SUCCEEDED'), Type.Literal('FAILED'), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  syncedThrough: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
const ScheduleBody = Type.Object({ intervalMinutes: Type.Integer({ description: '15 to 1,440.' }) }, { additionalProperties: false });

export function statementRoutes(app: ServiceApp, statements: StatementService, exports: StatementExportService, sync: StatementSyncService): void {
  app.get(
    '/statement-transactions',
    {
      schema: {
        summary: 'Statement transactions, newest first, filtered and paged (needs statements:read)',
        tags: ['statement-transactions'],
        querystring: ListQuery,
        response: { 200: StatementPage, ...errors },
      },
    },
    async (request) => statements.list(request.auth, request.query as ListQuery),
  );

  app.get(
    '/statement-transactions/batch',
    {
      schema: {
        summary: 'Statement transactions by id (repeat `ids`); other organisations’ are left out',
        tags: ['statement-transactions'],
        querystring: Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }) }),
        response: { 200: Type.Object({ items: Type.Array(StatementTransactionResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await statements.findByIds(request.auth, (request.query as { ids: string[] }).ids) }),
  );

  app.get(
    '/statement-transactions/:id',
    { schema: { summary: 'One statement transaction', tags: ['statement-transactions'], params: IdParams, response: { 200: StatementTransactionResponse, ...errors } } },
    async (request) => statements.get(request.auth, (request.params as Static<typeof IdParams>).id),
  );

  app.post(
    '/statement-transactions',
    {
      schema: {
        summary: 'Enter a statement transaction by hand (needs statements:create)',
        description: 'The date may not be after today nor more than 3 months ago; the same line (date, time, direction, amount, balance, description) cannot be entered twice.',
        tags: ['statement-transactions'],
        body: CreateBody,
        response: { 201: StatementTransactionResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await statements.create(request.auth, request.body as CreateBody)),
  );

  app.post(
    '/statement-transactions/exports',
    {
      schema: {
        summary: 'Export the filtered statement transactions to CSV in the background; the link is mailed (needs statements:export)',
        tags: ['statement-transactions'],
        body: ExportBody,
        response: { 202: ExportResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await exports.request(request.auth, request.body as ExportBody)),
  );

  app.get(
    '/exports',
    {
      schema: {
        summary: 'The organisation’s exports, newest first, a page at a time (needs statements:export)',
        tags: ['statement-transactions'],
        querystring: ExportListQuery,
        response: { 200: ExportPage, ...errors },
      },
    },
    async (request) => exports.list(request.auth, request.query as ExportListQuery),
  );

  app.get('/exports/:id', { schema: { summary: 'An export’s state', tags: ['statement-transactions'], params: IdParams, response: { 200: ExportResponse, ...errors } } }, async (request) =>
    exports.get(request.auth, (request.params as Static<typeof IdParams>).id),
  );

  app.get('/exports/:id/file', { schema: { summary: 'The finished export file (text/csv)', tags: ['statement-transactions'], params: IdParams } }, async (request, reply) => {
    const { fileName, stream } = await exports.file(request.auth, (request.params as Static<typeof IdParams>).id);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
  });

  app.get(
    '/bank-accounts/:id/sync-schedule',
    { schema: { summary: 'The account’s statement sync schedule, or 404 when it has none', tags: ['bank-accounts'], params: IdParams, response: { 200: ScheduleResponse, ...errors } } },
    async (request, reply) => {
      const schedule = await sync.get(request.auth, (request.params as Static<typeof IdParams>).id);
      return schedule ?? reply.status(404).send({ error: { code: 'U-TRSY-BA-15', message: 'This bank account has no statement sync schedule.' } });
    },
  );

  app.post(
    '/bank-accounts/:id/sync-schedule',
    {
      schema: {
        summary: 'Schedule the statement sync of an API-connected account (needs bank-accounts:manage); a second schedule is refused',
        tags: ['bank-accounts'],
        params: IdParams,
        body: ScheduleBody,
        response: { 201: ScheduleResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sync.schedule(request.auth, { bankAccountId: (request.params as Static<typeof IdParams>).id, intervalMinutes: (request.body as Static<typeof ScheduleBody>).intervalMinutes })),
  );

  app.delete(
    '/bank-accounts/:id/sync-schedule',
    { schema: { summary: 'Stop the statement sync of an account', tags: ['bank-accounts'], params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await sync.unschedule(request.auth, (request.params as Static<typeof IdParams>).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/bank-accounts/:id/sync-schedule/run',
    { schema: { summary: 'Sync a scheduled account now', tags: ['bank-accounts'], params: IdParams, response: { 202: ScheduleResponse, ...errors } } },
    async (request, reply) => reply.status(202).send(await sync.syncNow(request.auth, (request.params as Static<typeof IdParams>).id)),
  );
}
