import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkOperationCreateBody,
  BulkOperationFinishBody,
  BulkOperationProgressBody,
  BulkOperationResponse,
  CurrentBulkOperationResponse,
  IdParams,
} from '../../../contracts/account/bulk-operations.js';
import { idActionRoutes } from '../../kit/action-routes.js';
import { bodyStream } from '../../kit/document-files.js';
import { commonErrors } from '../../kit/errors.js';
import { routeDocs, type RoutesApp } from '../../kit/route-docs.js';
import { createRoute } from '../../kit/write-routes.js';
import type { BulkOperationService } from './service.js';

const doc = routeDocs('bulk-operations', 400, 401, 404, 409);

const NEEDS = 'the caller’s own operation';

/**
 * Bulk operations' state and files (contracts/account/bulk-operations.ts).
 * The BFF checks and runs the query; these routes keep what it reaches and
 * serve the caller's own operations only.
 */
export const bulkOperationRoutes: FastifyPluginAsyncTypebox<{
  bulkOperations: BulkOperationService;
}> = async (app, { bulkOperations }) => {
  // The runner's JSONL arrives as the raw request body and is streamed to storage, never buffered whole.
  app.addContentTypeParser('application/jsonl', (_request, payload, done) => done(null, payload));
  callerRoutes(app, bulkOperations);
  runnerRoutes(app, bulkOperations);
};

/** What the caller asks: an operation recorded, read, started and canceled. */
function callerRoutes(app: RoutesApp, bulkOperations: BulkOperationService): void {
  createRoute(
    app,
    '/bulk-operations',
    doc,
    {
      summary: 'Record a bulk operation about to run (one unfinished per caller)',
      body: BulkOperationCreateBody,
      response: BulkOperationResponse,
    },
    (auth, body) => bulkOperations.create(auth, body),
  );

  app.get(
    '/bulk-operations/current',
    {
      schema: doc('The caller’s latest bulk operation', {
        response: { 200: CurrentBulkOperationResponse },
      }),
    },
    async (request) => ({ operation: await bulkOperations.current(request.auth) }),
  );

  app.get(
    '/bulk-operations/:id',
    {
      schema: doc('One of the caller’s bulk operations', {
        params: IdParams,
        response: { 200: BulkOperationResponse },
      }),
    },
    async (request) => bulkOperations.get(request.auth, request.params.id),
  );

  idActionRoutes(
    app,
    {
      path: '/bulk-operations',
      doc,
      response: BulkOperationResponse,
      needs: NEEDS,
      summaries: {
        start: 'Mark a created bulk operation running',
        cancel: 'Cancel a created or running bulk operation',
      },
    },
    (auth, id, action) => bulkOperations[action](auth, id),
  );
}

/** What the runner tells, and the file it writes and the caller downloads. */
function runnerRoutes(app: RoutesApp, bulkOperations: BulkOperationService): void {
  app.post(
    '/bulk-operations/:id/progress',
    {
      schema: doc('The runner is alive: the objects written so far (it stops when CANCELED)', {
        params: IdParams,
        body: BulkOperationProgressBody,
        response: { 200: BulkOperationResponse },
      }),
    },
    async (request) => bulkOperations.progress(request.auth, request.params.id, request.body),
  );

  app.post(
    '/bulk-operations/:id/finish',
    {
      schema: doc('End a bulk operation: completed with its object count, or failed with a code', {
        params: IdParams,
        body: BulkOperationFinishBody,
        response: { 200: BulkOperationResponse },
      }),
    },
    async (request) => bulkOperations.finish(request.auth, request.params.id, request.body),
  );

  app.post(
    '/bulk-operations/:id/file',
    {
      schema: doc('Store a running operation’s JSONL file (the raw body, application/jsonl)', {
        params: IdParams,
        response: { 200: BulkOperationResponse },
      }),
    },
    // The content type parser above hands over the request stream itself; any other body has no file.
    async (request) =>
      bulkOperations.storeFile(
        request.auth,
        request.params.id,
        bodyStream(request.body, () => commonErrors.required('body')),
      ),
  );

  app.get(
    '/bulk-operations/:id/file',
    {
      schema: {
        summary: 'A completed bulk operation’s JSONL file (application/jsonl)',
        tags: ['bulk-operations'],
        params: IdParams,
      },
    },
    async (request, reply) =>
      reply
        .headers({
          'content-type': 'application/jsonl; charset=utf-8',
          'content-disposition': `attachment; filename="bulk-${request.params.id}.jsonl"`,
        })
        .send(await bulkOperations.file(request.auth, request.params.id)),
  );
}
