import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql';
import type { BalancesPageQuery } from './__generated__/BalancesPageQuery.graphql';
import type { BankAccountsPageQuery } from './__generated__/BankAccountsPageQuery.graphql';
import type { InternalAccountCreatePageQuery } from './__generated__/InternalAccountCreatePageQuery.graphql';
import type { InternalAccountsPageQuery } from './__generated__/InternalAccountsPageQuery.graphql';
import type { ControlsSettingsPageQuery } from './__generated__/ControlsSettingsPageQuery.graphql';
import type { CompanyProfileSettingsPageQuery } from './__generated__/CompanyProfileSettingsPageQuery.graphql';
import type { CounterpartiesPageQuery } from './__generated__/CounterpartiesPageQuery.graphql';
import type { CounterpartyCreatePageQuery } from './__generated__/CounterpartyCreatePageQuery.graphql';
import type { ForgotPasswordPageQuery } from './__generated__/ForgotPasswordPageQuery.graphql';
import type { ActivityLogPageQuery } from './__generated__/ActivityLogPageQuery.graphql';
import type { ApiKeysPageQuery } from './__generated__/ApiKeysPageQuery.graphql';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import type { InvitationPageQuery } from './__generated__/InvitationPageQuery.graphql';
import type { MembersPageQuery } from './__generated__/MembersPageQuery.graphql';
import type { OrdersSettingsPageQuery } from './__generated__/OrdersSettingsPageQuery.graphql';
import type { ProfileSettingsPageQuery } from './__generated__/ProfileSettingsPageQuery.graphql';
import type { RolesPageQuery } from './__generated__/RolesPageQuery.graphql';
import type { SecuritySettingsPageQuery } from './__generated__/SecuritySettingsPageQuery.graphql';
import type { SwitchOrganizationPageQuery } from './__generated__/SwitchOrganizationPageQuery.graphql';
import { StartingUp } from './components/StartingUp';
import { RouteProgressBar } from './components/RouteProgressBar';
import { SmallScreenNotice } from './components/SmallScreenNotice';
import { AppToaster } from './components/AppToaster';
import { ForgotPasswordPage, forgotPasswordPageQuery } from './features/auth/ForgotPasswordPage';
import { loadTokenRoute } from './features/auth/loadTokenRoute';
import { LoginPage } from './features/auth/LoginPage';
import { loginLoader, SIGNED_IN_HOME } from './features/auth/loginLoader';
import { BalancesPage, balancesPageQuery } from './features/balances/BalancesPage';
import { BankAccountsPage, bankAccountsPageQuery } from './features/bank-accounts/BankAccountsPage';
import {
  InternalAccountCreatePage,
  internalAccountCreatePageQuery,
} from './features/bank-accounts/InternalAccountCreatePage';
import { InternalAccountsPage, internalAccountsPageQuery } from './features/bank-accounts/InternalAccountsPage';
import { LogoutPage } from './features/auth/LogoutPage';
import { logoutLoader } from './features/auth/logoutLoader';
import { CounterpartiesPage, counterpartiesPageQuery } from './features/counterparties/CounterpartiesPage';
import {
  CounterpartyCreatePage,
  counterpartyCreatePageQuery,
} from './features/counterparties/CounterpartyCreatePage';
import { COUNTERPARTY_PAGE_SIZE } from './features/counterparties/CounterpartyList';
import { expectedTransactionRoutes } from './features/expected-transactions/expectedTransactionRoutes';
import { statementRoutes } from './features/statements/statementRoutes';
import { ForbiddenPage } from './features/errors/ForbiddenPage';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { HomePage, homePageQuery } from './features/home/HomePage';
import { InvitationPage, invitationPageQuery } from './features/invitation/InvitationPage';
import { ActivityLogPage, activityLogPageQuery } from './features/activity/ActivityLogPage';
import { ApiKeysPage, apiKeysPageQuery } from './features/api-keys/ApiKeysPage';
import { ACTIVITY_PAGE_SIZE, DEFAULT_PRESET, LOADER_TIME_ZONE } from './features/activity/ActivityLogList';
import { datePresetRange } from './features/activity/datePresetRange';
import { MembersPage, membersPageQuery } from './features/members/MembersPage';
import { MEMBER_PAGE_SIZE } from './features/members/MembersPanel';
import { SwitchOrganizationPage, switchOrganizationPageQuery } from './features/organizations/SwitchOrganizationPage';
import { NotYetAvailablePage } from './features/placeholder/NotYetAvailablePage';
import { PublicPlaceholderPage } from './features/placeholder/PublicPlaceholderPage';
import { API_KEYS_TAB } from './features/roles/ManagementTabs';
import { RolesPage, rolesPageQuery } from './features/roles/RolesPage';
import {
  CompanyProfileSettingsPage,
  companyProfileSettingsPageQuery,
} from './features/settings/CompanyProfileSettingsPage';
import { ControlsSettingsPage, controlsSettingsPageQuery } from './features/settings/ControlsSettingsPage';
import { OrdersSettingsPage, ordersSettingsPageQuery } from './features/settings/OrdersSettingsPage';
import { ProfileSettingsPage, profileSettingsPageQuery } from './features/settings/ProfileSettingsPage';
import { SecuritySettingsPage, securitySettingsPageQuery } from './features/settings/SecuritySettingsPage';
import { AppLayout, appLayoutQuery } from './layout/AppLayout';
import { APP_PLACEHOLDER_PAGES, PUBLIC_PLACEHOLDER_PAGES } from './navigation/placeholderPages';
import { preloadRouteQuery, SESSION_EXPIRED_PATH } from './relay/preloadRouteQuery';

/** The frame of every route: progress bar, small-screen notice, toasts. */
function Root() {
  return (
    <>
      <RouteProgressBar />
      <SmallScreenNotice />
      <Outlet />
      <AppToaster />
    </>
  );
}

/** Signed-in routes: the layout's query also decides that a signed-out user goes to `/`. */
async function appLayoutLoader() {
  const route = await preloadRouteQuery<AppLayoutQuery>('app-layout', appLayoutQuery, {}, 'network-only');
  if (route.data && !route.data.viewer) throw redirect('/');
  return route;
}

/**
 * Home always asks the server, so the greeting and the shortcuts follow a role
 * changed since the last visit; a session that has ended meanwhile (the member
 * was deactivated or removed) goes to the session-expired logout.
 */
async function homeLoader() {
  const route = await preloadRouteQuery<HomePageQuery>('home', homePageQuery, {}, 'network-only');
  if (route.data && !route.data.viewer) throw redirect(SESSION_EXPIRED_PATH);
  return route;
}

/** The team list is loaded afresh on each visit: others change it (invitations accepted, access changed). */
const membersLoader = (routeKey: string) => () =>
  preloadRouteQuery<MembersPageQuery>(routeKey, membersPageQuery, { count: MEMBER_PAGE_SIZE }, 'network-only');

/**
 * `/management` loads the query of the tab its `?tab=` asks for (the spec's
 * route table has no path of its own for API keys); any other `?tab=` shows
 * Users. A change of tab is a change of search, which runs the loader again.
 */
async function managementLoader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get('tab') === API_KEYS_TAB) {
    const route = await preloadRouteQuery<ApiKeysPageQuery>('api-keys', apiKeysPageQuery, {}, 'network-only');
    return { screen: 'api-keys' as const, ...route };
  }
  return { screen: 'users' as const, ...(await membersLoader('members-management')()) };
}

/** Shows the screen the management loader loaded. */
function ManagementPage() {
  const { screen } = useLoaderData<Awaited<ReturnType<typeof managementLoader>>>();
  return screen === 'api-keys' ? <ApiKeysPage /> : <MembersPage key="management" variant="management" />;
}

/** `/r` (refresh token): the session cookies refresh on the server, so this returns to `redirect` or home. */
function refreshLoader({ request }: LoaderFunctionArgs) {
  const target = new URL(request.url).searchParams.get('redirect');
  return redirect(target && target.startsWith('/') && !target.startsWith('//') ? target : SIGNED_IN_HOME);
}

/**
 * Every route of the spec's route table. Built screens load their one Relay
 * query in the route loader (as the route starts); the rest show a proper
 * "not yet available" page; unknown paths show the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <StartingUp />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', loader: loginLoader, element: <LoginPage /> },
      { path: '/logout', loader: logoutLoader, element: <LogoutPage /> },
      {
        path: '/forgot-password',
        loader: ({ request }) =>
          loadTokenRoute<ForgotPasswordPageQuery>(request, 'forgot-password', forgotPasswordPageQuery),
        element: <ForgotPasswordPage />,
      },
      {
        path: '/invitation',
        loader: ({ request }) => loadTokenRoute<InvitationPageQuery>(request, 'invitation', invitationPageQuery),
        element: <InvitationPage />,
      },
      { path: '/u', loader: () => redirect(SIGNED_IN_HOME) },
      { path: '/r', loader: refreshLoader },
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/404', element: <NotFoundPage /> },
      ...PUBLIC_PLACEHOLDER_PAGES.map((page) => ({ path: page.path, element: <PublicPlaceholderPage page={page} /> })),
      {
        loader: appLayoutLoader,
        // Each navigation reads the viewer again (one small request, beside the screen's own), so a
        // change of role shows in the menu and header on the member's next click.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        element: <AppLayout />,
        children: [
          {
            errorElement: <RouteErrorPage embedded />,
            children: [
              { path: '/home', loader: homeLoader, element: <HomePage /> },
              { path: '/dashboard', loader: homeLoader, element: <HomePage /> },
              {
                path: '/counterparties',
                loader: () =>
                  preloadRouteQuery<CounterpartiesPageQuery>('counterparties', counterpartiesPageQuery, {
                    count: COUNTERPARTY_PAGE_SIZE,
                  }),
                element: <CounterpartiesPage />,
              },
              {
                path: '/counterparties/create',
                loader: () =>
                  preloadRouteQuery<CounterpartyCreatePageQuery>('counterparty-create', counterpartyCreatePageQuery, {}),
                element: <CounterpartyCreatePage />,
              },
              // Balances and accounts change from several places (a balance recorded, an account added
              // or edited): these screens ask the server on every visit.
              {
                path: '/balances',
                loader: () => preloadRouteQuery<BalancesPageQuery>('balances', balancesPageQuery, {}, 'network-only'),
                element: <BalancesPage />,
              },
              {
                path: '/bank-accounts',
                loader: () =>
                  preloadRouteQuery<BankAccountsPageQuery>('bank-accounts', bankAccountsPageQuery, {}, 'network-only'),
                element: <BankAccountsPage />,
              },
              {
                path: '/bank-accounts/internal-accounts',
                loader: () =>
                  preloadRouteQuery<InternalAccountsPageQuery>(
                    'internal-accounts',
                    internalAccountsPageQuery,
                    {},
                    'network-only',
                  ),
                element: <InternalAccountsPage />,
              },
              {
                path: '/bank-accounts/internal-accounts/create',
                loader: () =>
                  preloadRouteQuery<InternalAccountCreatePageQuery>(
                    'internal-account-create',
                    internalAccountCreatePageQuery,
                    {},
                    'network-only',
                  ),
                element: <InternalAccountCreatePage />,
              },
              ...expectedTransactionRoutes,
              ...statementRoutes,
              {
                path: '/management',
                loader: managementLoader,
                element: <ManagementPage />,
              },
              {
                path: '/management/customer/role',
                loader: () => preloadRouteQuery<RolesPageQuery>('roles', rolesPageQuery, {}),
                element: <RolesPage />,
              },
              {
                path: '/settings/security',
                loader: () =>
                  preloadRouteQuery<SecuritySettingsPageQuery>('settings-security', securitySettingsPageQuery, {}),
                element: <SecuritySettingsPage />,
              },
              {
                path: '/settings/team-members',
                loader: membersLoader('members-settings'),
                element: <MembersPage key="settings" variant="settings" />,
              },
              {
                path: '/settings/controls',
                loader: () =>
                  preloadRouteQuery<ControlsSettingsPageQuery>('settings-controls', controlsSettingsPageQuery, {}),
                element: <ControlsSettingsPage />,
              },
              // Settings opens on its first section, My Profile.
              { path: '/settings', loader: () => redirect('/settings/profile') },
              {
                path: '/settings/profile',
                loader: () =>
                  preloadRouteQuery<ProfileSettingsPageQuery>('settings-profile', profileSettingsPageQuery, {}),
                element: <ProfileSettingsPage />,
              },
              {
                path: '/settings/company-profile',
                loader: () =>
                  preloadRouteQuery<CompanyProfileSettingsPageQuery>(
                    'settings-company-profile',
                    companyProfileSettingsPageQuery,
                    {},
                  ),
                element: <CompanyProfileSettingsPage />,
              },
              {
                path: '/settings/orders',
                loader: () =>
                  preloadRouteQuery<OrdersSettingsPageQuery>('settings-orders', ordersSettingsPageQuery, {}),
                element: <OrdersSettingsPage />,
              },
              {
                path: '/log',
                loader: () =>
                  preloadRouteQuery<ActivityLogPageQuery>('activity-log', activityLogPageQuery, {
                    count: ACTIVITY_PAGE_SIZE,
                    ...datePresetRange(DEFAULT_PRESET, new Date(), LOADER_TIME_ZONE),
                  }),
                element: <ActivityLogPage />,
              },
              {
                path: '/o',
                loader: () =>
                  preloadRouteQuery<SwitchOrganizationPageQuery>('switch-organization', switchOrganizationPageQuery, {}),
                element: <SwitchOrganizationPage />,
              },
              ...APP_PLACEHOLDER_PAGES.map((page) => ({
                path: page.path,
                element: <NotYetAvailablePage key={page.path} page={page} />,
              })),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
