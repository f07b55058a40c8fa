import type { ComponentType } from 'react';
import { Outlet, redirect, ScrollRestoration, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadAppMessages } from './i18n/catalogues';
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
import type { ExportsPageQuery } from './__generated__/ExportsPageQuery.graphql';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import type { InvitationPageQuery } from './__generated__/InvitationPageQuery.graphql';
import type { OrdersSettingsPageQuery } from './__generated__/OrdersSettingsPageQuery.graphql';
import type { ProfileSettingsPageQuery } from './__generated__/ProfileSettingsPageQuery.graphql';
import type { RolesPageQuery } from './__generated__/RolesPageQuery.graphql';
import type { SecuritySettingsPageQuery } from './__generated__/SecuritySettingsPageQuery.graphql';
import type { SwitchOrganizationPageQuery } from './__generated__/SwitchOrganizationPageQuery.graphql';
import { StartingUp } from './ui/StartingUp';
import { RouteProgressBar } from './ui/RouteProgressBar';
import { SmallScreenNotice } from './ui/SmallScreenNotice';
import { AppToaster } from './ui/AppToaster';
import { loadTokenRoute } from './relay/loadTokenRoute';
import { LoginPage } from './features/auth/LoginPage';
import { loginLoader, SIGNED_IN_HOME } from './relay/loginLoader';
import { NEXT_PARAM, safeNextPath, signInPathFor, takeNext } from './navigation/nextPath';
import { LogoutPage } from './features/auth/LogoutPage';
import { logoutLoader } from './features/auth/logoutLoader';
import { ForbiddenPage } from './ui/ForbiddenPage';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { APP_PLACEHOLDER_PAGES, PUBLIC_PLACEHOLDER_PAGES } from './navigation/placeholderPages';
import { preloadRouteQuery, SESSION_EXPIRED_PATH } from './relay/preloadRouteQuery';

/**
 * The frame of every route: progress bar, small-screen notice, toasts. A new
 * page starts at its top; back and forward return to where the page was
 * scrolled (react-router's ScrollRestoration, keyed by history entry).
 */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <RouteProgressBar />
      <SmallScreenNotice />
      <Outlet />
      <AppToaster />
    </>
  );
}

/**
 * Code splitting: each screen's module (and what only it uses) is a chunk of
 * its own, loaded with its route through react-router's `lazy`, so the
 * sign-in page downloads the app's frame and nothing of the screens behind it.
 * The loader comes from the same chunk, as it needs the screen's query.
 */
type LazyRoute = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/** A screen module's route: its component and a loader that starts its query with `load`. */
function screen<M>(load: () => Promise<M>, route: (module: M) => { Component: ComponentType; loader?: (args: LoaderFunctionArgs) => unknown }): () => Promise<LazyRoute> {
  return async () => {
    const { Component, loader } = route(await load());
    return { Component, ...(loader ? { loader: keepingLocation(loader) } : {}) };
  };
}

/**
 * A screen's query that finds no session sends the browser to the
 * session-expired sign-out (preloadRouteQuery); its redirect wins over the
 * layout's, so it carries the location along for the sign-in to return to.
 */
function keepingLocation(loader: (args: LoaderFunctionArgs) => unknown) {
  return async (args: LoaderFunctionArgs) => {
    try {
      return await loader(args);
    } catch (thrown) {
      if (thrown instanceof Response && thrown.headers.get('Location') === SESSION_EXPIRED_PATH) {
        const url = new URL(args.request.url);
        const next = safeNextPath(url.pathname + url.search);
        throw next ? redirect(`${SESSION_EXPIRED_PATH}&${NEXT_PARAM}=${encodeURIComponent(next)}`) : thrown;
      }
      throw thrown;
    }
  };
}

/**
 * The routes a feature module declares itself (statements, expected
 * transactions), taken one by path from its chunk: the feature's screens load
 * only when one of its paths is opened.
 */
function featureRoute(path: string, load: () => Promise<RouteObject[]>): RouteObject {
  return {
    path,
    lazy: async () => {
      const route = (await load()).find((candidate) => candidate.path === path);
      if (!route) throw new Error(`The feature's routes have no ${path}.`);
      const loader = route.loader;
      return { loader: typeof loader === 'function' ? keepingLocation(loader) : loader, element: route.element };
    },
  };
}

/**
 * Signed-in routes: the layout's query also decides that a signed-out user goes
 * to sign in, which returns to the location asked for once signed in.
 */
const appLayout = screen(
  () => Promise.all([import('./layout/AppLayout'), loadAppMessages()]).then(([module]) => module),
  ({ AppLayout, appLayoutQuery }) => ({
    Component: AppLayout,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const route = await preloadRouteQuery<AppLayoutQuery>('app-layout', appLayoutQuery, {}, 'network-only');
      if (route.data && !route.data.viewer) {
        const url = new URL(request.url);
        throw redirect(signInPathFor(url.pathname + url.search));
      }
      return route;
    },
  }),
);

/**
 * Home always asks the server, so the greeting and the shortcuts follow a role
 * changed since the last visit; a session that has ended meanwhile (the member
 * was deactivated or removed) goes to the session-expired logout.
 */
const home = screen(
  () => import('./features/home/HomePage'),
  ({ HomePage, homePageQuery }) => ({
    Component: HomePage,
    loader: async () => {
      const route = await preloadRouteQuery<HomePageQuery>('home', homePageQuery, {}, 'network-only');
      if (route.data && !route.data.viewer) throw redirect(SESSION_EXPIRED_PATH);
      return route;
    },
  }),
);

/** `/r` (refresh token): the session cookies refresh on the server, so this returns to `redirect` or home. */
function refreshLoader({ request }: LoaderFunctionArgs) {
  return redirect(safeNextPath(new URL(request.url).searchParams.get('redirect')) ?? SIGNED_IN_HOME);
}

const statementRoutes = () => import('./features/statements/statementRoutes').then((module) => module.statementRoutes);
const expectedTransactionRoutes = () => import('./features/expected-transactions/expectedTransactionRoutes').then((module) => module.expectedTransactionRoutes);

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
        lazy: screen(
          () => import('./features/auth/ForgotPasswordPage'),
          ({ ForgotPasswordPage, forgotPasswordPageQuery }) => ({
            Component: ForgotPasswordPage,
            loader: ({ request }) => loadTokenRoute<ForgotPasswordPageQuery>(request, 'forgot-password', forgotPasswordPageQuery),
          }),
        ),
      },
      {
        path: '/invitation',
        lazy: screen(
          () => import('./features/invitation/InvitationPage'),
          ({ InvitationPage, invitationPageQuery }) => ({
            Component: InvitationPage,
            loader: ({ request }) => loadTokenRoute<InvitationPageQuery>(request, 'invitation', invitationPageQuery),
          }),
        ),
      },
      // A social sign-in ends here: back to the location kept when it started, or Home.
      { path: '/u', loader: () => redirect(takeNext() ?? SIGNED_IN_HOME) },
      { path: '/r', loader: refreshLoader },
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/404', element: <NotFoundPage /> },
      ...PUBLIC_PLACEHOLDER_PAGES.map((page) => ({
        path: page.path,
        lazy: screen(
          () => import('./features/placeholder/PublicPlaceholderPage'),
          ({ PublicPlaceholderPage }) => ({ Component: () => <PublicPlaceholderPage page={page} /> }),
        ),
      })),
      {
        lazy: appLayout,
        // Each navigation reads the viewer again (one small request, beside the screen's own), so a
        // change of role shows in the menu and header on the member's next click.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        children: [
          {
            errorElement: <RouteErrorPage embedded />,
            children: [
              { path: '/home', lazy: home },
              { path: '/dashboard', lazy: home },
              {
                path: '/counterparties',
                lazy: screen(
                  () => Promise.all([import('./features/counterparties/CounterpartiesPage'), import('./features/counterparties/CounterpartyList')]),
                  ([{ CounterpartiesPage, counterpartiesPageQuery }, { COUNTERPARTY_PAGE_SIZE }]) => ({
                    Component: CounterpartiesPage,
                    loader: () =>
                      preloadRouteQuery<CounterpartiesPageQuery>('counterparties', counterpartiesPageQuery, {
                        count: COUNTERPARTY_PAGE_SIZE,
                      }),
                  }),
                ),
              },
              {
                path: '/counterparties/create',
                lazy: screen(
                  () => import('./features/counterparties/CounterpartyCreatePage'),
                  ({ CounterpartyCreatePage, counterpartyCreatePageQuery }) => ({
                    Component: CounterpartyCreatePage,
                    loader: () => preloadRouteQuery<CounterpartyCreatePageQuery>('counterparty-create', counterpartyCreatePageQuery, {}),
                  }),
                ),
              },
              // Balances and accounts change from several places (a balance recorded, an account added
              // or edited): these screens ask the server on every visit.
              {
                path: '/balances',
                lazy: screen(
                  () => import('./features/balances/BalancesPage'),
                  ({ BalancesPage, balancesPageQuery }) => ({
                    Component: BalancesPage,
                    loader: () => preloadRouteQuery<BalancesPageQuery>('balances', balancesPageQuery, {}, 'network-only'),
                  }),
                ),
              },
              {
                path: '/bank-accounts',
                lazy: screen(
                  () => import('./features/bank-accounts/BankAccountsPage'),
                  ({ BankAccountsPage, bankAccountsPageQuery }) => ({
                    Component: BankAccountsPage,
                    loader: () => preloadRouteQuery<BankAccountsPageQuery>('bank-accounts', bankAccountsPageQuery, {}, 'network-only'),
                  }),
                ),
              },
              {
                path: '/bank-accounts/internal-accounts',
                lazy: screen(
                  () => import('./features/bank-accounts/InternalAccountsPage'),
                  ({ InternalAccountsPage, internalAccountsPageQuery }) => ({
                    Component: InternalAccountsPage,
                    loader: () => preloadRouteQuery<InternalAccountsPageQuery>('internal-accounts', internalAccountsPageQuery, {}, 'network-only'),
                  }),
                ),
              },
              {
                path: '/bank-accounts/internal-accounts/create',
                lazy: screen(
                  () => import('./features/bank-accounts/InternalAccountCreatePage'),
                  ({ InternalAccountCreatePage, internalAccountCreatePageQuery }) => ({
                    Component: InternalAccountCreatePage,
                    loader: () => preloadRouteQuery<InternalAccountCreatePageQuery>('internal-account-create', internalAccountCreatePageQuery, {}, 'network-only'),
                  }),
                ),
              },
              featureRoute('/expected-transactions', expectedTransactionRoutes),
              featureRoute('/expected-transactions/create', expectedTransactionRoutes),
              featureRoute('/expected-transactions/:uuid/edit', expectedTransactionRoutes),
              featureRoute('/statement-transactions', statementRoutes),
              featureRoute('/statement-transactions/create', statementRoutes),
              { path: '/management', lazy: () => import('./managementRoute') },
              {
                path: '/management/customer/role',
                lazy: screen(
                  () => import('./features/roles/RolesPage'),
                  ({ RolesPage, rolesPageQuery }) => ({
                    Component: RolesPage,
                    loader: () => preloadRouteQuery<RolesPageQuery>('roles', rolesPageQuery, {}),
                  }),
                ),
              },
              {
                path: '/settings/security',
                lazy: screen(
                  () => import('./features/settings/SecuritySettingsPage'),
                  ({ SecuritySettingsPage, securitySettingsPageQuery }) => ({
                    Component: SecuritySettingsPage,
                    loader: () => preloadRouteQuery<SecuritySettingsPageQuery>('settings-security', securitySettingsPageQuery, {}),
                  }),
                ),
              },
              {
                path: '/settings/team-members',
                lazy: screen(
                  () => Promise.all([import('./features/members/MembersPage'), import('./managementRoute')]),
                  ([{ MembersPage }, { membersLoader }]) => ({
                    Component: () => <MembersPage key="settings" variant="settings" />,
                    loader: membersLoader('members-settings'),
                  }),
                ),
              },
              {
                path: '/settings/controls',
                lazy: screen(
                  () => import('./features/settings/ControlsSettingsPage'),
                  ({ ControlsSettingsPage, controlsSettingsPageQuery }) => ({
                    Component: ControlsSettingsPage,
                    loader: () => preloadRouteQuery<ControlsSettingsPageQuery>('settings-controls', controlsSettingsPageQuery, {}),
                  }),
                ),
              },
              // Settings opens on its first section, My Profile.
              { path: '/settings', loader: () => redirect('/settings/profile') },
              {
                path: '/settings/profile',
                lazy: screen(
                  () => import('./features/settings/ProfileSettingsPage'),
                  ({ ProfileSettingsPage, profileSettingsPageQuery }) => ({
                    Component: ProfileSettingsPage,
                    loader: () => preloadRouteQuery<ProfileSettingsPageQuery>('settings-profile', profileSettingsPageQuery, {}),
                  }),
                ),
              },
              {
                path: '/settings/company-profile',
                lazy: screen(
                  () => import('./features/settings/CompanyProfileSettingsPage'),
                  ({ CompanyProfileSettingsPage, companyProfileSettingsPageQuery }) => ({
                    Component: CompanyProfileSettingsPage,
                    loader: () => preloadRouteQuery<CompanyProfileSettingsPageQuery>('settings-company-profile', companyProfileSettingsPageQuery, {}),
                  }),
                ),
              },
              {
                path: '/settings/orders',
                lazy: screen(
                  () => import('./features/settings/OrdersSettingsPage'),
                  ({ OrdersSettingsPage, ordersSettingsPageQuery }) => ({
                    Component: OrdersSettingsPage,
                    loader: () => preloadRouteQuery<OrdersSettingsPageQuery>('settings-orders', ordersSettingsPageQuery, {}),
                  }),
                ),
              },
              {
                path: '/log',
                lazy: screen(
                  () => Promise.all([import('./features/activity/ActivityLogPage'), import('./features/activity/ActivityLogList'), import('./features/activity/datePresetRange')]),
                  ([{ ActivityLogPage, activityLogPageQuery }, list, { datePresetRange }]) => ({
                    Component: ActivityLogPage,
                    loader: () =>
                      preloadRouteQuery<ActivityLogPageQuery>('activity-log', activityLogPageQuery, {
                        count: list.ACTIVITY_PAGE_SIZE,
                        ...datePresetRange(list.DEFAULT_PRESET, new Date(), list.LOADER_TIME_ZONE),
                      }),
                  }),
                ),
              },
              {
                path: '/exports',
                lazy: screen(
                  () => import('./features/exports/ExportsPage'),
                  ({ ExportsPage, exportsPageQuery }) => ({
                    Component: ExportsPage,
                    // Exports change in the background: ask the server on every visit.
                    loader: () => preloadRouteQuery<ExportsPageQuery>('exports', exportsPageQuery, { count: 20 }, 'network-only'),
                  }),
                ),
              },
              {
                path: '/o',
                lazy: screen(
                  () => import('./features/organizations/SwitchOrganizationPage'),
                  ({ SwitchOrganizationPage, switchOrganizationPageQuery }) => ({
                    Component: SwitchOrganizationPage,
                    loader: () => preloadRouteQuery<SwitchOrganizationPageQuery>('switch-organization', switchOrganizationPageQuery, {}),
                  }),
                ),
              },
              ...APP_PLACEHOLDER_PAGES.map((page) => ({
                path: page.path,
                lazy: screen(
                  () => import('./features/placeholder/NotYetAvailablePage'),
                  ({ NotYetAvailablePage }) => ({
                    Component: () => <NotYetAvailablePage key={page.path} page={page} />,
                  }),
                ),
              })),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
