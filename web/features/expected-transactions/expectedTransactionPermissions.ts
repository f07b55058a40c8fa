import { fetchQuery, graphql } from 'relay-runtime';
import type { expectedTransactionPermissionsQuery } from '../../__generated__/expectedTransactionPermissionsQuery.graphql';
import { environment } from '../../relay/environment';

const permissionsQuery = graphql`
  query expectedTransactionPermissionsQuery {
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
export async function expectedTransactionPermissions(): Promise<readonly string[]> {
  try {
    const data = await fetchQuery<expectedTransactionPermissionsQuery>(
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
