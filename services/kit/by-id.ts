import { requirePermission, type AccessClaims } from './auth.js';

/**
 * The reads by id a resource offers (its batch route, which the BFF's loaders
 * call, and its one-record route), guarded by `permission`: `findByIds`
 * answers the records of the caller's organisation among `ids`, leaving out
 * another organisation's as if they did not exist; `get` answers one of them
 * or throws `notFound()`, so another organisation's record is not found
 * either.
 */
export function readsById<T>(
  permission: string,
  find: (organizationId: string, ids: readonly string[]) => Promise<T[]>,
  notFound: () => Error,
) {
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
