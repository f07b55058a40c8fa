import { loadQuery, type PreloadedQuery } from 'react-relay';
import {
  fetchQuery,
  type GraphQLTaggedNode,
  type OperationType,
  type VariablesOf,
} from 'relay-runtime';
import { redirect } from 'react-router';
import { environment } from './environment';
import { errorCodeOf } from './errorCodeOf';
import { SESSION_EXPIRED_PATH } from './sessionExpiredPath';

export type RouteQuery<T extends OperationType> = {
  queryRef: PreloadedQuery<T>;
  /** The data once loaded, or undefined when loading failed (the screen then shows the error). */
  data: T['response'] | undefined;
};

const retained = new Map<string, PreloadedQuery<OperationType>>();

export { SESSION_EXPIRED_PATH } from './sessionExpiredPath';

/**
 * Starts a route's one query as the route starts (from a react-router loader)
 * and waits for it, so navigation keeps the previous screen and shows the
 * progress bar instead of a blank fallback. An UNAUTHENTICATED answer sends
 * the user to the session-expired logout. The previous reference of the same
 * route is released once the new one is retained.
 *
 * @example
 * loader: () => preloadRouteQuery<CounterpartiesPageQuery>('counterparties', query, {})
 */
export async function preloadRouteQuery<T extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network',
): Promise<RouteQuery<T>> {
  const queryRef = loadQuery<T>(environment, query, variables, { fetchPolicy });
  const previous = retained.get(routeKey);
  retained.set(routeKey, queryRef as PreloadedQuery<OperationType>);
  if (previous && previous !== (queryRef as PreloadedQuery<OperationType>)) previous.dispose();
  try {
    const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy }).toPromise();
    return { queryRef, data };
  } catch (error) {
    if (errorCodeOf(error) === 'UNAUTHENTICATED') {
      throw redirect(SESSION_EXPIRED_PATH);
    }
    return { queryRef, data: undefined };
  }
}
