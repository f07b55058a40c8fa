import { useFeatureIsOn } from '@growthbook/growthbook-react';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ApiKeysPageQuery } from './__generated__/ApiKeysPageQuery.graphql';
import type { MembersPageQuery } from './__generated__/MembersPageQuery.graphql';
import type { WebhookEndpointsPageQuery } from './__generated__/WebhookEndpointsPageQuery.graphql';
import { ApiKeysPage, apiKeysPageQuery } from './features/api-keys/ApiKeysPage';
import { MembersPage, membersPageQuery } from './features/members/MembersPage';
import {
  WebhookEndpointsPage,
  webhookEndpointsPageQuery,
} from './features/webhooks/WebhookEndpointsPage';
import { MEMBER_PAGE_SIZE } from './features/members/MembersPanel';
import { WEBHOOKS_FLAG } from './flags/flagKeys';
import { API_KEYS_TAB, WEBHOOKS_TAB } from './navigation/ManagementTabs';
import { preloadRouteQuery } from './relay/preloadRouteQuery';
import { viewerPermissions } from './relay/viewerPermissions';

/** The team list is loaded afresh on each visit: others change it (invitations accepted, access changed). */
export const membersLoader = (routeKey: string) => () =>
  preloadRouteQuery<MembersPageQuery>(
    routeKey,
    membersPageQuery,
    { count: MEMBER_PAGE_SIZE },
    'network-only',
  );

/**
 * `/management` loads the query of the tab its `?tab=` asks for (the spec's
 * route table has no path of its own for API keys and webhooks); any other
 * `?tab=` shows Users. A change of tab is a change of search, which runs the loader again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const tab = new URL(request.url).searchParams.get('tab');
  if (tab === WEBHOOKS_TAB) {
    // The roles to give a new endpoint only to a viewer who may read them.
    const permissions = await viewerPermissions();
    const route = await preloadRouteQuery<WebhookEndpointsPageQuery>(
      'webhooks',
      webhookEndpointsPageQuery,
      { withRoles: permissions.includes('roles:read') },
      'network-only',
    );
    return { screen: 'webhooks' as const, ...route };
  }
  if (tab === API_KEYS_TAB) {
    const route = await preloadRouteQuery<ApiKeysPageQuery>(
      'api-keys',
      apiKeysPageQuery,
      {},
      'network-only',
    );
    return { screen: 'api-keys' as const, ...route };
  }
  return { screen: 'users' as const, ...(await membersLoader('members-management')()) };
}

/** Shows the screen the management loader loaded; the webhooks tab, while their flag is off (or turns off), leads to Users. */
export function Component() {
  const { screen } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const webhooksOn = useFeatureIsOn(WEBHOOKS_FLAG);
  if (screen === 'webhooks')
    return webhooksOn ? <WebhookEndpointsPage /> : <Navigate to="/management" replace />;
  return screen === 'api-keys' ? (
    <ApiKeysPage />
  ) : (
    <MembersPage key="management" variant="management" />
  );
}
