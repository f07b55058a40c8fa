import { fetchQuery, graphql } from 'relay-runtime';
import type { viewerPermissionsQuery } from '../__generated__/viewerPermissionsQuery.graphql';
import { environment } from './environment';

const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/**
 * What a route asks of the viewer to decide what to offer and how to show dates: their permissions
 * and the organisation's time zone. Spread unmasked in a page's query
 * (`viewer { ...viewerPermissions_viewer @relay(mask: false) }`), so every page reads the same
 * record this module's loaders find in the store.
 */
export const viewerPermissionsFields = graphql`
  fragment viewerPermissions_viewer on Viewer {
    permissions
    organization {
      timeZone
    }
  }
`;

const permissionsQuery = graphql`
  query viewerPermissionsQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
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
