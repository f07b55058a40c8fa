import type {
  GraphQLTaggedNode,
  MutationParameters,
  OperationType,
  VariablesOf,
} from 'relay-runtime';
import type { TokenRoute } from './loadTokenRoute';
import type { RouteQuery } from './preloadRouteQuery';

/*
 * Relay's runtime (about 57 kB brotli) is not on the sign-in page's path: the
 * router's table and the sign-in page call these, which fetch the modules that
 * need it when a route's loader or a sign-in first runs.
 */

/** preloadRouteQuery, its module fetched with the first route that loads a query. */
export async function preloadRouteQuery<T extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy?: 'store-or-network' | 'network-only',
): Promise<RouteQuery<T>> {
  const module = await import('./preloadRouteQuery');
  return module.preloadRouteQuery<T>(routeKey, query, variables, fetchPolicy);
}

/** loadTokenRoute, its module fetched with the first page opened from a mailed link. */
export async function loadTokenRoute<T extends OperationType & { variables: { token: string } }>(
  request: Request,
  routeKey: string,
  query: GraphQLTaggedNode,
): Promise<TokenRoute<T>> {
  const module = await import('./loadTokenRoute');
  return module.loadTokenRoute<T>(request, routeKey, query);
}

/** Fetches the runtime and environment a sign-in commits with, ahead of the click that needs them. */
export function prefetchCommit(): void {
  import('./commit').catch(() => undefined); // a failed fetch is tried again, and reported, by the commit
}

/** Commits a mutation in the web's environment, fetching it (and Relay's runtime) first if need be. */
export async function commitLazily<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  const module = await import('./commit');
  return module.commit<T>(mutation, variables);
}
