import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { BatchIdsQuery, BatchOf, IdParams } from '../../contracts/common/schemas.js';
import type { ModuleDocs, RoutesApp } from './route-docs.js';

/**
 * Registers the two reads of one kind of record that the BFF's loaders use:
 * `GET <path>/batch` (repeat `ids`; ids of other organisations are left out
 * of the items, never refused) and `GET <path>/:id` (another organisation's
 * answers as a missing one), both answering `response` items, with the
 * module's tag and error statuses (`doc`) and their summaries (`docs`). The
 * module's service answers each, for the caller of the request.
 */
export function recordReadRoutes(
  app: RoutesApp,
  routes: {
    path: string;
    doc: ModuleDocs;
    response: TSchema;
    docs: { batch: string; get: string };
    findByIds: (request: FastifyRequest, ids: string[]) => Promise<unknown[]>;
    get: (request: FastifyRequest, id: string) => Promise<unknown>;
  },
): void {
  const { path, doc, response, docs } = routes;
  app.get(
    `${path}/batch`,
    {
      schema: doc(docs.batch, {
        querystring: BatchIdsQuery,
        response: { 200: BatchOf(response) },
      }),
    },
    async (request) => ({ items: await routes.findByIds(request, request.query.ids) }),
  );
  app.get(
    `${path}/:id`,
    { schema: doc(docs.get, { params: IdParams, response: { 200: response } }) },
    async (request) => routes.get(request, request.params.id),
  );
}
