import { Type, type Static, type TSchema } from 'typebox';
import { IdParams } from '../../../contracts/common/schemas.js';
import { DocumentRevisionResponse } from '../../../contracts/invoicing/documents.js';
import type { AccessClaims } from '../../kit/auth.js';
import { recordReadRoutes, type RecordReads } from '../../kit/read-routes.js';
import type { ModuleDocs, RoutesApp } from '../../kit/route-docs.js';

/** The summaries the OpenAPI document gives a document's reads. */
export type ReadRouteDocs = { batch: string; get: string; revisions: string };

/** What a document's service answers for its reads: by id (RecordReads) and its revision history. */
export type DocumentReads = RecordReads & {
  revisions(
    auth: AccessClaims,
    id: string,
  ): Promise<{ items: Static<typeof DocumentRevisionResponse>[] }>;
};

/**
 * Registers the reads every document answers, once: `GET <path>/batch` and
 * `GET <path>/:id` (recordReadRoutes), and `GET <path>/:id/revisions`, its
 * revision history, with the module's tag and error statuses (`doc`) and
 * their summaries (`docs`). The module's service (`reads`) answers each.
 */
export function documentReadRoutes(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  response: TSchema,
  reads: DocumentReads,
  docs: ReadRouteDocs,
): void {
  recordReadRoutes(app, path, doc, response, reads, docs);
  app.get(
    `${path}/:id/revisions`,
    {
      schema: doc(docs.revisions, {
        params: IdParams,
        response: { 200: Type.Object({ items: Type.Array(DocumentRevisionResponse) }) },
      }),
    },
    async (request) => reads.revisions(request.auth, request.params.id),
  );
}
