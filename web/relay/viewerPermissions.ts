import { fetchQuery, graphql } from 'relay-runtime';
import type { viewerPermissionsQuery } from '../__generated__/viewerPermissionsQuery.graphql';
import { environment } from './environment';

const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

const permissionsQuery = graphql`
  query viewerPermissionsQuery {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
  }
`;

/**
 * The viewer's permissions, for a route loader to decide which optional
 * parts of its one query to ask for (counterparty and bank account options
 * need their own read permissions). Usually already in the store from the
 * layout; empty when the session has ended (the route's query then says so).
 */
export async function viewerPermissions(): Promise<readonly string[]> {
  return (await viewerContext()).permissions;
}

/**
 * The viewer's permissions and the organisation's time zone, for a route
 * loader that also turns date presets in its URL into the organisation's
 * calendar days. Asia/Jakarta when the session has ended.
 */
export async function viewerContext(): Promise<{
  permissions: readonly string[];
  timeZone: string;
}> {
  try {
    const data = await fetchQuery<viewerPermissionsQuery>(
      environment,
      permissionsQuery,
      {},
      {
        fetchPolicy: 'store-or-network',
      },
    ).toPromise();
    return {
      permissions: data?.viewer?.permissions ?? [],
      timeZone: data?.viewer?.organization.timeZone ?? DEFAULT_TIME_ZONE,
    };
  } catch {
    return { permissions: [], timeZone: DEFAULT_TIME_ZONE };
  }
}
