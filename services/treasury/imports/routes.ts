import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { uploadOf } from '../../kit/document-files.js';
import { created, routeDocs } from '../../kit/route-docs.js';
import { onBehalfOf } from '../../kit/server.js';
import {
  IdParams,
  ImportBatchQuery,
  ImportListQuery,
  ImportListResponse,
  ImportResponse,
  ImportStartBody,
  UploadQuery,
  UploadResponse,
} from '../../../contracts/treasury/imports.js';
import { importErrors } from './errors.js';
import type { ImportService } from './service.js';

const doc = routeDocs('imports', 400, 403, 404, 409, 413);

type ImportRouteOptions = { imports: ImportService };

/** A CSV file uploaded for an import, streamed to storage. */
const uploadRoutes: FastifyPluginAsyncTypebox<ImportRouteOptions> = async (app, { imports }) => {
  // A CSV upload arrives as the raw request body and is streamed to storage, never buffered whole.
  app.addContentTypeParser(
    ['text/csv', 'application/octet-stream', 'application/vnd.ms-excel'],
    (_request, payload, done) => done(null, payload),
  );

  app.post(
    '/uploads',
    {
      schema: doc('Upload a CSV file for an import (the body is the file; at most 25 MB)', {
        description:
          'Send the file as the raw body (`Content-Type: text/csv`) with its name in `X-File-Name` (URI-encoded). Needs the permission of the import the file is for.',
        querystring: UploadQuery,
        response: { 201: UploadResponse },
      }),
    },
    async (request, reply) => {
      // The content type parser above hands over the request stream itself.
      const file = uploadOf(request, importErrors.emptyFile);
      const upload = imports.upload(
        request.auth,
        { purpose: request.query.purpose, ...file },
        onBehalfOf(request),
      );
      return created(reply, upload);
    },
  );
};

/** An import of an uploaded file: started, its warnings confirmed, and read. */
const importRunRoutes: FastifyPluginAsyncTypebox<ImportRouteOptions> = async (app, { imports }) => {
  app.post(
    '/imports',
    {
      schema: doc('Start importing an uploaded file; it runs in the background', {
        description:
          'Errors block the import and warnings hold it for a decision; in both cases nothing is written. A statement import needs `bankAccountId`. A PAYMENTS or TRANSFERS import is refused while the company’s controls switch the kind off (U-TRSY-TRF-9, U-TRSY-TRF-17).',
        body: ImportStartBody,
        response: { 202: ImportResponse },
      }),
    },
    async (request, reply) =>
      reply.status(202).send(await imports.start(request.auth, request.body, onBehalfOf(request))),
  );

  app.post(
    '/imports/:id/confirm',
    {
      schema: doc('Import anyway a file that had only warnings', {
        params: IdParams,
        response: { 202: ImportResponse },
      }),
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await imports.confirm(request.auth, request.params.id, onBehalfOf(request))),
  );

  app.get(
    '/imports',
    {
      schema: doc('The latest imports of a kind, newest first', {
        querystring: ImportListQuery,
        response: { 200: ImportListResponse },
      }),
    },
    async (request) => ({
      items: await imports.list(request.auth, request.query),
    }),
  );

  app.get(
    '/imports/batch',
    {
      schema: doc('Imports by id (repeat `ids`); other organisations’ are left out', {
        querystring: ImportBatchQuery,
        response: { 200: ImportListResponse },
      }),
    },
    async (request) => ({ items: await imports.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/imports/:id',
    {
      schema: doc('One import with its progress, counts and issues', {
        params: IdParams,
        response: { 200: ImportResponse },
      }),
    },
    async (request) => imports.get(request.auth, request.params.id),
  );
};

/** Imports: a CSV file uploaded, then imported in the background, its issues read and its warnings confirmed. */
export const importRoutes: FastifyPluginAsyncTypebox<ImportRouteOptions> = async (app, options) => {
  await uploadRoutes(app, options);
  await importRunRoutes(app, options);
};
