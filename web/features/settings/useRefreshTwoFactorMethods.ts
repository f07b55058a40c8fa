import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useRefreshTwoFactorMethodsQuery } from '../../__generated__/useRefreshTwoFactorMethodsQuery.graphql';

const refreshQuery = graphql`
  query useRefreshTwoFactorMethodsQuery {
    viewer {
      ...AuthenticatorCard_viewer
      ...BackupCodesCard_viewer
      ...PasskeysCard_viewer
      ...SecurityActivityTable_viewer
    }
  }
`;

/**
 * Reloads the viewer's second factors and security activity into the store
 * after a change, so the security cards and the activity history show it. The
 * viewer has no id, so a mutation's payload cannot update it by itself. Resolves when the store is updated; a
 * failed reload is ignored (the change itself succeeded).
 */
export function useRefreshTwoFactorMethods(): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    await fetchQuery<useRefreshTwoFactorMethodsQuery>(
      environment,
      refreshQuery,
      {},
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .catch(() => undefined);
  }, [environment]);
}
