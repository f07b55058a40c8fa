import { fetchQuery, graphql } from 'relay-runtime';
import type { viewerPermissionsQuery } from '../__generated__/viewerPermissionsQuery.graphql';
import { environment } from './environment';

const permissionsQuery = graphql`
  query viewerPermissionsQuery {
    viewer {
      permissions
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
  try {
    const data = await fetchQuery<viewerPermissionsQuery>(
      environment,
      permissionsQuery,
      {},
      {
        fetchPolicy: 'store-or-network',
      },
    ).toPromise();
    return data?.viewer?.permissions ?? [];
  } catch {
    return [];
  }
}
