import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { RouteQuery } from './preloadRouteQuery';

/**
 * The data of a route's one query, which its loader started as the route
 * started (`preloadRouteQuery`): what a screen reads first.
 *
 * @example const data = useRouteQuery<HomePageQuery>(homePageQuery);
 */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const { queryRef } = useLoaderData<RouteQuery<T>>();
  return usePreloadedQuery<T>(query, queryRef);
}
