import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ApiKeysPageQuery } from './__generated__/ApiKeysPageQuery.graphql';
import type { MembersPageQuery } from './__generated__/MembersPageQuery.graphql';
import { ApiKeysPage, apiKeysPageQuery } from './features/api-keys/ApiKeysPage';
import { MembersPage, membersPageQuery } from './features/members/MembersPage';
import { MEMBER_PAGE_SIZE } from './features/members/MembersPanel';
import { API_KEYS_TAB } from './navigation/ManagementTabs';
import { preloadRouteQuery } from './relay/preloadRouteQuery';

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
 * route table has no path of its own for API keys); any other `?tab=` shows
 * Users. A change of tab is a change of search, which runs the loader again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get('tab') === API_KEYS_TAB) {
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

/** Shows the screen the management loader loaded. */
export function Component() {
  const { screen } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  return screen === 'api-keys' ? (
    <ApiKeysPage />
  ) : (
    <MembersPage key="management" variant="management" />
  );
}
