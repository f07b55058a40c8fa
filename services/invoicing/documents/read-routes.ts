import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { IdParams } from '../../../contracts/common/schemas.js';
import { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import { recordReadRoutes } from '../../kit/read-routes.js';
import type { ModuleDocs, RoutesApp } from '../../kit/route-docs.js';

/** The summaries the OpenAPI document gives a document's reads. */
export type ReadRouteDocs = { batch: string; get: string; revisions: string };

/**
 * Registers the reads every document answers, once: `GET <path>/batch` and
 * `GET <path>/:id` (recordReadRoutes), and `GET <path>/:id/revisions`, its
 * revision history, with the module's tag and error statuses (`doc`) and
 * their summaries (`docs`). The module's service answers each.
 */
export function documentReadRoutes(
  app: RoutesApp,
  routes: {
    path: string;
    doc: ModuleDocs;
    response: TSchema;
    docs: ReadRouteDocs;
    findByIds: (request: FastifyRequest, ids: string[]) => Promise<unknown[]>;
    get: (request: FastifyRequest, id: string) => Promise<unknown>;
    revisions: (
      request: FastifyRequest,
      id: string,
    ) => Promise<{ items: Static<typeof DocumentRevisionResponse>[] }>;
  },
): void {
  recordReadRoutes(app, routes);
  app.get(
    `${routes.path}/:id/revisions`,
    {
      schema: routes.doc(routes.docs.revisions, {
        params: IdParams,
        response: { 200: Type.Object({ items: Type.Array(DocumentRevisionResponse) }) },
      }),
    },
    async (request) => routes.revisions(request, request.params.id),
  );
}
