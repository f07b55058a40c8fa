import { Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql';
import type { ControlsSettingsPageQuery } from './__generated__/ControlsSettingsPageQuery.graphql';
import type { CounterpartiesPageQuery } from './__generated__/CounterpartiesPageQuery.graphql';
import type { CounterpartyCreatePageQuery } from './__generated__/CounterpartyCreatePageQuery.graphql';
import type { ForgotPasswordPageQuery } from './__generated__/ForgotPasswordPageQuery.graphql';
import type { InvitationPageQuery } from './__generated__/InvitationPageQuery.graphql';
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
import { LogoutPage } from './features/auth/LogoutPage';
import { logoutLoader } from './features/auth/logoutLoader';
import { CounterpartiesPage, counterpartiesPageQuery } from './features/counterparties/CounterpartiesPage';
import {
  CounterpartyCreatePage,
  counterpartyCreatePageQuery,
} from './features/counterparties/CounterpartyCreatePage';
import { COUNTERPARTY_PAGE_SIZE } from './features/counterparties/CounterpartyList';
import { ForbiddenPage } from './features/errors/ForbiddenPage';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { InvitationPage, invitationPageQuery } from './features/invitation/InvitationPage';
import { SwitchOrganizationPage, switchOrganizationPageQuery } from './features/organizations/SwitchOrganizationPage';
import { NotYetAvailablePage } from './features/placeholder/NotYetAvailablePage';
import { PublicPlaceholderPage } from './features/placeholder/PublicPlaceholderPage';
import { RolesPage, rolesPageQuery } from './features/roles/RolesPage';
import { ControlsSettingsPage, controlsSettingsPageQuery } from './features/settings/ControlsSettingsPage';
import { SecuritySettingsPage, securitySettingsPageQuery } from './features/settings/SecuritySettingsPage';
import { AppLayout, appLayoutQuery } from './layout/AppLayout';
import { APP_PLACEHOLDER_PAGES, PUBLIC_PLACEHOLDER_PAGES } from './navigation/placeholderPages';
import { preloadRouteQuery } from './relay/preloadRouteQuery';

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
        shouldRevalidate: () => false,
        element: <AppLayout />,
        children: [
          {
            errorElement: <RouteErrorPage embedded />,
            children: [
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
                path: '/settings/controls',
                loader: () =>
                  preloadRouteQuery<ControlsSettingsPageQuery>('settings-controls', controlsSettingsPageQuery, {}),
                element: <ControlsSettingsPage />,
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
