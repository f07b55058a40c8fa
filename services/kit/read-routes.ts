import type { TSchema } from 'typebox';
import { BatchIdsQuery, BatchOf, IdParams } from '../../contracts/common/schemas.js';
import type { AccessClaims } from './auth.js';
import type { ModuleDocs, RoutesApp } from './route-docs.js';
import { onBehalfOf } from './server.js';
import type { OnBehalfOf } from './service-client.js';

/**
 * The reads by id of one kind of record, as a module's service answers them
 * for the caller (readsById, or the service's own methods of these names):
 * the records of the caller's organisation among `ids`, and one of them, not
 * found otherwise. `onBehalf` is there for a read that asks another service.
 */
export type RecordReads = {
  findByIds(auth: AccessClaims, ids: string[], onBehalf: OnBehalfOf): Promise<unknown[]>;
  get(auth: AccessClaims, id: string, onBehalf: OnBehalfOf): Promise<unknown>;
};

/**
 * Registers the two reads of one kind of record that the BFF's loaders use:
 * `GET <path>/batch` (repeat `ids`; ids of other organisations are left out
 * of the items, never refused) and `GET <path>/:id` (another organisation's
 * answers as a missing one), both answering `response` items, with the
 * module's tag and error statuses (`doc`) and their summaries (`docs`).
 * `reads` answers each, for the caller of the request.
 */
export function recordReadRoutes(
  app: RoutesApp,
  path: string,
  doc: ModuleDocs,
  response: TSchema,
  reads: RecordReads,
  docs: { batch: string; get: string },
): void {
  app.get(
    `${path}/batch`,
    {
      schema: doc(docs.batch, {
        querystring: BatchIdsQuery,
        response: { 200: BatchOf(response) },
      }),
    },
    async (request) => ({
      items: await reads.findByIds(request.auth, request.query.ids, onBehalfOf(request)),
    }),
  );
  app.get(
    `${path}/:id`,
    { schema: doc(docs.get, { params: IdParams, response: { 200: response } }) },
    async (request) => reads.get(request.auth, request.params.id, onBehalfOf(request)),
  );
}
