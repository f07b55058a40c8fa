import type { Readable } from 'node:stream';
import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import type { ImportKind } from '../db-types.js';
import type { ImportService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 413: errorResponse };
const Kind = Type.Union([Type.Literal('STATEMENT'), Type.Literal('COUNTERPARTIES'), Type.Literal('EXPECTED_TRANSACTIONS')]);
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const UploadResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  purpose: Kind,
  fileName: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

const Issue = Type.Object({
  row: Type.Integer({ description: '1-based line of the file; 0 for the file as a whole.' }),
  field: Type.String(),
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  code: Type.String(),
  message: Type.String(),
  value: Type.Optional(Type.String()),
  expected: Type.Optional(Type.String()),
});

const ImportResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Kind,
  status: Type.Union([Type.Literal('QUEUED'), Type.Literal('RUNNING'), Type.Literal('COMPLETED'), Type.Literal('BLOCKED'), Type.Literal('NEEDS_CONFIRMATION'), Type.Literal('FAILED')]),
  fileName: Type.String(),
  bankAccountId: Type.Union([Type.String(), Type.Null()]),
  ignoreWarnings: Type.Boolean(),
  totalBytes: Type.Integer(),
  processedBytes: Type.Integer(),
  rowsRead: Type.Integer(),
  created: Type.Integer(),
  skipped: Type.Integer(),
  errorCount: Type.Integer(),
  warningCount: Type.Integer(),
  issues: Type.Array(Issue),
  summary: Type.Record(Type.String(), Type.String()),
  failureCode: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});

const StartBody = Type.Object(
  { kind: Kind, uploadId: Type.String({ format: 'uuid' }), bankAccountId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])) },
  { additionalProperties: false },
);
const ListQuery = Type.Object({ kind: Kind, bankAccountId: Type.Optional(Type.String({ format: 'uuid' })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) });

export function importRoutes(app: ServiceApp, imports: ImportService): void {
  // A CSV upload arrives as the raw request body and is streamed to storage, never buffered whole.
  app.addContentTypeParser(['text/csv', 'application/octet-stream', 'application/vnd.ms-excel'], (_request, payload, done) => done(null, payload));

  app.post(
    '/uploads',
    {
      schema: {
        summary: 'Upload a CSV file for an import (the body is the file; at most 25 MB)',
        description: 'Send the file as the raw body (`Content-Type: text/csv`) with its name in `X-File-Name` (URI-encoded). Needs the permission of the import the file is for.',
        tags: ['imports'],
        querystring: Type.Object({ purpose: Kind }),
        response: { 201: UploadResponse, ...errors },
      },
    },
    async (request, reply) => {
      const header = request.headers['x-file-name'];
      let fileName = '';
      try {
        fileName = typeof header === 'string' ? decodeURIComponent(header) : '';
      } catch {
        fileName = '';
      }
      const upload = await imports.upload(request.auth, { purpose: (request.query as { purpose: ImportKind }).purpose, fileName, source: request.body as Readable });
      return reply.status(201).send(upload);
    },
  );

  app.post(
    '/imports',
    {
      schema: {
        summary: 'Start importing an uploaded file; it runs in the background',
        description: 'Errors block the import and warnings hold it for a decision; in both cases nothing is written. A statement import needs `bankAccountId`.',
        tags: ['imports'],
        body: StartBody,
        response: { 202: ImportResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await imports.start(request.auth, request.body as Static<typeof StartBody>)),
  );

  app.post(
    '/imports/:id/confirm',
    { schema: { summary: 'Import anyway a file that had only warnings', tags: ['imports'], params: IdParams, response: { 202: ImportResponse, ...errors } } },
    async (request, reply) => reply.status(202).send(await imports.confirm(request.auth, (request.params as Static<typeof IdParams>).id)),
  );

  app.get(
    '/imports',
    { schema: { summary: 'The latest imports of a kind, newest first', tags: ['imports'], querystring: ListQuery, response: { 200: Type.Object({ items: Type.Array(ImportResponse) }), ...errors } } },
    async (request) => ({ items: await imports.list(request.auth, request.query as Static<typeof ListQuery>) }),
  );

  app.get(
    '/imports/batch',
    {
      schema: {
        summary: 'Imports by id (repeat `ids`); other organisations’ are left out',
        tags: ['imports'],
        querystring: Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }) }),
        response: { 200: Type.Object({ items: Type.Array(ImportResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await imports.findByIds(request.auth, (request.query as { ids: string[] }).ids) }),
  );

  app.get(
    '/imports/:id',
    { schema: { summary: 'One import with its progress, counts and issues', tags: ['imports'], params: IdParams, response: { 200: ImportResponse, ...errors } } },
    async (request) => imports.get(request.auth, (request.params as Static<typeof IdParams>).id),
  );
}
