import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission, type AccessClaims } from './auth.js';

/**
 * The reads by id a resource offers (its batch route, which the BFF's loaders
 * call, and its one-record route), guarded by `permission`: `findByIds`
 * answers the records of the caller's organisation among `ids`, leaving out
 * another organisation's as if they did not exist; `get` answers one of them
 * or throws `notFound()`, so another organisation's record is not found
 * either.
 */
export function readsById<T>(permission: string, find: (organizationId: string, ids: readonly string[]) => Promise<T[]>, notFound: () => Error) {
  const findByIds = async (auth: AccessClaims, ids: readonly string[]): Promise<T[]> => {
    requirePermission(auth, permission);
    return find(auth.org, ids);
  };
  const get = async (auth: AccessClaims, id: string): Promise<T> => {
    const [found] = await findByIds(auth, [id]);
    if (!found) throw notFound();
    return found;
  };
  return { findByIds, get };
}

/** What a resource's by-id routes read: `readsById`'s pair, or a service's own. */
export type ByIdReads<T> = { findByIds(auth: AccessClaims, ids: readonly string[]): Promise<T[]>; get(auth: AccessClaims, id: string): Promise<T> };

/**
 * The two by-id routes of a resource the BFF reads through its loaders, with
 * their schemas (`doc(…)`): `GET <path>/batch?ids=…` answers `{ items }`, the
 * caller's organisation's records among the ids, and `GET <path>/:id` one
 * record or the resource's not-found error. The schemas validate the ids
 * before a handler runs.
 */
export function byIdRoutes<T>(app: Parameters<FastifyPluginAsyncTypebox>[0], path: string, reads: ByIdReads<T>, schemas: { batch: FastifySchema; one: FastifySchema }): void {
  app.get(`${path}/batch`, { schema: schemas.batch }, async (request) => ({ items: await reads.findByIds(request.auth, (request.query as { ids: string[] }).ids) }));
  app.get(`${path}/:id`, { schema: schemas.one }, async (request) => reads.get(request.auth, (request.params as { id: string }).id));
}
