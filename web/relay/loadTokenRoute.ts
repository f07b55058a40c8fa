import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { preloadRouteQuery, type RouteQuery } from './preloadRouteQuery';

/** A route opened from a mailed link: without `?token=` there is nothing to load. */
export type TokenRoute<T extends OperationType> =
  { token: null } | ({ token: string } & RouteQuery<T>);

/**
 * The loader of a page opened from a mailed link (`?token=…`): loads the
 * route's query for that token as the route starts, always from the network
 * (a link can be spent in another tab).
 *
 * @example
 * loader: ({ request }) => loadTokenRoute<InvitationPageQuery>(request, 'invitation', invitationPageQuery)
 */
export async function loadTokenRoute<T extends OperationType & { variables: { token: string } }>(
  request: Request,
  routeKey: string,
  query: GraphQLTaggedNode,
): Promise<TokenRoute<T>> {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { token: null };
  const variables: VariablesOf<T> = { token };
  const route = await preloadRouteQuery<T>(routeKey, query, variables, 'network-only');
  return { token, ...route };
}
