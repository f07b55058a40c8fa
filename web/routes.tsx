import type { ComponentType } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import {
  Outlet,
  redirect,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { loadAppMessages } from './i18n/catalogues';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql';
import type { CounterpartiesPageQuery } from './__generated__/CounterpartiesPageQuery.graphql';
import type { ActivityLogPageQuery } from './__generated__/ActivityLogPageQuery.graphql';
import type { ExportsPageQuery } from './__generated__/ExportsPageQuery.graphql';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import { StartingUp } from './ui/StartingUp';
import { RouteProgressBar } from './ui/RouteProgressBar';
import { SmallScreenNotice } from './ui/SmallScreenNotice';
import { AppToaster } from './ui/AppToaster';
import { loadTokenRoute, preloadRouteQuery } from './relay/lazyRelay';
import { LoginPage } from './features/auth/LoginPage';
import { loginLoader, SIGNED_IN_HOME } from './relay/loginLoader';
import { NEXT_PARAM, safeNextPath, signInPathFor, takeNext } from './navigation/nextPath';
import { LogoutPage } from './features/auth/LogoutPage';
import { ForbiddenPage } from './ui/ForbiddenPage';
import { NotFoundPage } from './ui/NotFoundPage';
import { RouteErrorPage } from './features/errors/RouteErrorPage';
import { APP_PLACEHOLDER_PAGES, PUBLIC_PLACEHOLDER_PAGES } from './navigation/placeholderPages';
import { SESSION_EXPIRED_PATH } from './relay/sessionExpiredPath';

/**
 * What a route says of itself to the frame (react-router's `handle`):
 * `buyerPage` for a page a buyer opens from a mail, without an account
 * (the invoice link, the request form): the product's "best on a larger
 * screen" notice is for members, and on a phone it would stand between the
 * buyer and their invoice. A function decides by the address's query.
 */
type RouteHandle = { buyerPage?: boolean | ((search: URLSearchParams) => boolean) };

const BUYER_PAGE: RouteHandle = { buyerPage: true };

/** Whether the location's page is a buyer's (see RouteHandle). */
function useBuyerPage(): boolean {
  const matches = useMatches();
  const { search } = useLocation();
  return matches.some((match) => {
    const buyerPage = (match.handle as RouteHandle | undefined)?.buyerPage;
    return typeof buyerPage === 'function' ? buyerPage(new URLSearchParams(search)) : buyerPage;
  });
}

/**
 * The frame of every route: progress bar, small-screen notice (not on a
 * buyer's page), toasts. A new page starts at its top; back and forward
 * return to where the page was scrolled (react-router's ScrollRestoration,
 * keyed by history entry).
 */
function Root() {
  const buyerPage = useBuyerPage();
  return (
    <>
      <ScrollRestoration />
      <RouteProgressBar />
      {buyerPage ? null : <SmallScreenNotice />}
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
function screen<M>(
  load: () => Promise<M>,
  route: (module: M) => {
    Component: ComponentType;
    loader?: (args: LoaderFunctionArgs) => unknown;
  },
): () => Promise<LazyRoute> {
  return async () => {
    const [module, { withRelay }] = await Promise.all([load(), import('./relay/RelayScope')]);
    const { Component, loader } = route(module);
    return {
      Component: withRelay(Component),
      ...(loader ? { loader: keepingLocation(loader) } : {}),
    };
  };
}

/**
 * A screen module's route whose loader starts the screen's one query, without
 * variables, under `routeKey` (`pick` names the module's component and query).
 */
function queryScreen<M>(
  routeKey: string,
  load: () => Promise<M>,
  pick: (module: M) => readonly [ComponentType, GraphQLTaggedNode],
  fetchPolicy?: 'network-only',
) {
  return screen(load, (module) => {
    const [Component, query] = pick(module);
    return { Component, loader: () => preloadRouteQuery(routeKey, query, {}, fetchPolicy) };
  });
}

/** A public screen opened from a mailed link (`?token=…`): its loader asks its query about the token. */
function tokenScreen<M>(
  routeKey: string,
  load: () => Promise<M>,
  pick: (module: M) => readonly [ComponentType, GraphQLTaggedNode],
) {
  return screen(load, (module) => {
    const [Component, query] = pick(module);
    return {
      Component,
      loader: ({ request }: LoaderFunctionArgs) => loadTokenRoute(request, routeKey, query),
    };
  });
}

/**
 * `/checkout?token=…`: the buyer's page for one issued invoice, opened from
 * the invoice mail; its chunk brings the messages of the screens behind
 * sign-in it shares (document lines and totals, invoicing's refusals).
 */
const checkoutScreen = screen(
  () =>
    Promise.all([import('./features/checkout/CheckoutPage'), loadAppMessages()]).then(
      ([module]) => module,
    ),
  ({ CheckoutPage, checkoutPageQuery }) => ({
    Component: CheckoutPage,
    loader: ({ request }: LoaderFunctionArgs) =>
      loadTokenRoute(request, 'checkout', checkoutPageQuery),
  }),
);

/** `/checkout/success` and `/checkout/failed`: where the gateway's page sends the buyer back, to learn what it answers. */
const checkoutReturnScreen = (from: 'success' | 'failed') =>
  screen(
    () =>
      Promise.all([import('./features/checkout/CheckoutReturnPage'), loadAppMessages()]).then(
        ([module]) => module,
      ),
    ({ CheckoutReturnPage, checkoutReturnPageQuery }) => ({
      Component: () => <CheckoutReturnPage from={from} />,
      loader: ({ request }: LoaderFunctionArgs) =>
        loadTokenRoute(request, 'checkout-return', checkoutReturnPageQuery),
    }),
  );

/** The pages of `/invitation`, each set by the loader that needs it, before its data renders. */
const invitationPages: { invitation?: ComponentType; request?: ComponentType } = {};

/**
 * `/invitation`: `?token=` opens a member's invitation (features/invitation),
 * `?request=` a buyer's request form (features/customers/request), each its
 * own chunk loaded only for its link; the request form brings the messages
 * of the screens behind sign-in it shares (customer labels, invoicing errors).
 */
async function invitationScreen(): Promise<LazyRoute> {
  const { withRelay } = await import('./relay/RelayScope');
  return {
    loader: keepingLocation(async ({ request }: LoaderFunctionArgs) => {
      const params = new URL(request.url).searchParams;
      if (params.has('request')) {
        const [module] = await Promise.all([
          import('./features/customers/request/CustomerRequestPage'),
          loadAppMessages(),
        ]);
        invitationPages.request = module.CustomerRequestPage;
        return module.loadCustomerRequest(params.get('request'));
      }
      const module = await import('./features/invitation/InvitationPage');
      invitationPages.invitation = module.InvitationPage;
      return loadTokenRoute(request, 'invitation', module.invitationPageQuery);
    }),
    Component: withRelay(function InvitationOrRequest() {
      const data = useLoaderData<object>();
      const Page = 'customerRequest' in data ? invitationPages.request : invitationPages.invitation;
      return Page ? <Page /> : null;
    }),
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
        throw next
          ? redirect(`${SESSION_EXPIRED_PATH}&${NEXT_PARAM}=${encodeURIComponent(next)}`)
          : thrown;
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
      return {
        loader: typeof loader === 'function' ? keepingLocation(loader) : loader,
        element: route.element,
      };
    },
  };
}

/**
 * The areas that declare their own routes: each has a `paths.ts` (its paths,
 * in the first chunk, so the router knows them) and a `*Routes.tsx` exporting
 * its routes (a chunk of its own, loaded when one of its paths is opened). A
 * new area adds the two files in its folder and edits nothing here.
 */
const AREA_PATHS = import.meta.glob<readonly string[]>('./features/*/paths.ts', {
  eager: true,
  import: 'AREA_PATHS',
});
const AREA_ROUTE_MODULES = import.meta.glob<Record<string, unknown>>('./features/*/*Routes.tsx');

/** An area's routes module's one exported list of routes. */
function routesOf(module: Record<string, unknown>, file: string): RouteObject[] {
  const lists = Object.values(module).filter((value) => Array.isArray(value));
  if (lists.length !== 1) throw new Error(`${file} must export exactly one list of routes.`);
  return lists[0] as RouteObject[];
}

function areaRoutes(): RouteObject[] {
  return Object.entries(AREA_PATHS).flatMap(([pathsFile, paths]) => {
    const folder = pathsFile.slice(0, pathsFile.lastIndexOf('/') + 1);
    const found = Object.entries(AREA_ROUTE_MODULES).filter(([file]) => file.startsWith(folder));
    if (found.length !== 1) throw new Error(`${folder} needs one *Routes.tsx beside its paths.ts.`);
    const [file, load] = found[0]!;
    return paths.map((path) => featureRoute(path, () => load().then((m) => routesOf(m, file))));
  });
}

/**
 * Signed-in routes: the layout's query also decides that a signed-out user goes
 * to sign in, which returns to the location asked for once signed in.
 */
const appLayout = screen(
  () => Promise.all([import('./layout/AppLayout'), loadAppMessages()]).then(([module]) => module),
  ({ AppLayout, appLayoutQuery, startViewerFlags }) => ({
    Component: AppLayout,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const route = await preloadRouteQuery<AppLayoutQuery>(
        'app-layout',
        appLayoutQuery,
        {},
        'network-only',
      );
      if (route.data && !route.data.viewer) {
        const url = new URL(request.url);
        throw redirect(signInPathFor(url.pathname + url.search));
      }
      await startViewerFlags(route.data?.viewer ?? null);
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
      const route = await preloadRouteQuery<HomePageQuery>(
        'home',
        homePageQuery,
        {},
        'network-only',
      );
      if (route.data && !route.data.viewer) throw redirect(SESSION_EXPIRED_PATH);
      return route;
    },
  }),
);

/**
 * Fetches the signed-in frame and Home (their modules, not their queries)
 * while the sign-in form is filled in, so that signing in waits for neither.
 */
function prefetchSignedIn(): void {
  appLayout().catch(() => undefined); // a failed fetch is tried again by the route itself
  home().catch(() => undefined);
}

/** `/r` (refresh token): the session cookies refresh on the server, so this returns to `redirect` or home. */
function refreshLoader({ request }: LoaderFunctionArgs) {
  return redirect(
    safeNextPath(new URL(request.url).searchParams.get('redirect')) ?? SIGNED_IN_HOME,
  );
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
      { path: '/', loader: loginLoader, element: <LoginPage prefetch={prefetchSignedIn} /> },
      {
        path: '/logout',
        // Signing out commits with Relay: its module comes with the route, not with the sign-in page.
        loader: async (args) => (await import('./features/auth/logoutLoader')).logoutLoader(args),
        element: <LogoutPage />,
      },
      {
        path: '/forgot-password',
        lazy: tokenScreen(
          'forgot-password',
          () => import('./features/auth/ForgotPasswordPage'),
          (module) => [module.ForgotPasswordPage, module.forgotPasswordPageQuery],
        ),
      },
      {
        path: '/invitation',
        lazy: invitationScreen,
        // `?request=`: a buyer's request form; `?token=`: a member's invitation.
        handle: { buyerPage: (search) => search.has('request') } satisfies RouteHandle,
      },
      { path: '/checkout', lazy: checkoutScreen, handle: BUYER_PAGE },
      { path: '/checkout/success', lazy: checkoutReturnScreen('success'), handle: BUYER_PAGE },
      { path: '/checkout/failed', lazy: checkoutReturnScreen('failed'), handle: BUYER_PAGE },
      // A social sign-in ends here: back to the location kept when it started, or Home.
      { path: '/u', loader: () => redirect(takeNext() ?? SIGNED_IN_HOME) },
      { path: '/r', loader: refreshLoader },
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/404', element: <NotFoundPage /> },
      ...PUBLIC_PLACEHOLDER_PAGES.map((page) => ({
        path: page.path,
        lazy: screen(
          () => import('./features/placeholder/PublicPlaceholderPage'),
          ({ PublicPlaceholderPage }) => ({
            Component: () => <PublicPlaceholderPage page={page} />,
          }),
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
                  () =>
                    Promise.all([
                      import('./features/counterparties/CounterpartiesPage'),
                      import('./features/counterparties/CounterpartyList'),
                    ]),
                  ([
                    { CounterpartiesPage, counterpartiesPageQuery },
                    { COUNTERPARTY_PAGE_SIZE, counterpartyListVariables },
                  ]) => ({
                    Component: CounterpartiesPage,
                    // The list for the filters its URL names, from the server: other members and imports change it between visits.
                    loader: ({ request }) =>
                      preloadRouteQuery<CounterpartiesPageQuery>(
                        'counterparties',
                        counterpartiesPageQuery,
                        {
                          count: COUNTERPARTY_PAGE_SIZE,
                          ...counterpartyListVariables(new URL(request.url).searchParams),
                        },
                        'network-only',
                      ),
                  }),
                ),
              },
              {
                path: '/counterparties/create',
                lazy: queryScreen(
                  'counterparty-create',
                  () => import('./features/counterparties/CounterpartyCreatePage'),
                  (module) => [module.CounterpartyCreatePage, module.counterpartyCreatePageQuery],
                ),
              },
              // Balances and accounts change from several places (a balance recorded, an account added
              // or edited): these screens ask the server on every visit.
              {
                path: '/balances',
                lazy: queryScreen(
                  'balances',
                  () => import('./features/balances/BalancesPage'),
                  (module) => [module.BalancesPage, module.balancesPageQuery],
                  'network-only',
                ),
              },
              {
                path: '/bank-accounts',
                lazy: queryScreen(
                  'bank-accounts',
                  () => import('./features/bank-accounts/BankAccountsPage'),
                  (module) => [module.BankAccountsPage, module.bankAccountsPageQuery],
                  'network-only',
                ),
              },
              {
                path: '/bank-accounts/internal-accounts',
                lazy: queryScreen(
                  'internal-accounts',
                  () => import('./features/bank-accounts/InternalAccountsPage'),
                  (module) => [module.InternalAccountsPage, module.internalAccountsPageQuery],
                  'network-only',
                ),
              },
              {
                path: '/bank-accounts/internal-accounts/create',
                lazy: queryScreen(
                  'internal-account-create',
                  () => import('./features/bank-accounts/InternalAccountCreatePage'),
                  (module) => [
                    module.InternalAccountCreatePage,
                    module.internalAccountCreatePageQuery,
                  ],
                  'network-only',
                ),
              },
              ...areaRoutes(),
              { path: '/management', lazy: () => import('./managementRoute') },
              {
                path: '/management/customer/role',
                lazy: queryScreen(
                  'roles',
                  () => import('./features/roles/RolesPage'),
                  (module) => [module.RolesPage, module.rolesPageQuery],
                ),
              },
              {
                path: '/settings/security',
                lazy: queryScreen(
                  'settings-security',
                  () => import('./features/settings/SecuritySettingsPage'),
                  (module) => [module.SecuritySettingsPage, module.securitySettingsPageQuery],
                ),
              },
              {
                path: '/settings/team-members',
                lazy: screen(
                  () =>
                    Promise.all([
                      import('./features/members/MembersPage'),
                      import('./managementRoute'),
                    ]),
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
                  (module) => ({
                    Component: module.ControlsSettingsPage,
                    loader: module.controlsSettingsLoader,
                  }),
                ),
              },
              // Settings opens on its first section, My Profile.
              { path: '/settings', loader: () => redirect('/settings/profile') },
              {
                path: '/settings/profile',
                lazy: queryScreen(
                  'settings-profile',
                  () => import('./features/settings/ProfileSettingsPage'),
                  (module) => [module.ProfileSettingsPage, module.profileSettingsPageQuery],
                ),
              },
              {
                path: '/settings/company-profile',
                lazy: queryScreen(
                  'settings-company-profile',
                  () => import('./features/settings/CompanyProfileSettingsPage'),
                  (module) => [
                    module.CompanyProfileSettingsPage,
                    module.companyProfileSettingsPageQuery,
                  ],
                ),
              },
              {
                path: '/settings/orders',
                lazy: queryScreen(
                  'settings-orders',
                  () => import('./features/settings/OrdersSettingsPage'),
                  (module) => [module.OrdersSettingsPage, module.ordersSettingsPageQuery],
                ),
              },
              {
                path: '/log',
                lazy: screen(
                  () =>
                    Promise.all([
                      import('./features/activity/ActivityLogPage'),
                      import('./features/activity/ActivityLogList'),
                      import('./features/activity/datePresetRange'),
                    ]),
                  ([{ ActivityLogPage, activityLogPageQuery }, list, { datePresetRange }]) => ({
                    Component: ActivityLogPage,
                    loader: () =>
                      preloadRouteQuery<ActivityLogPageQuery>(
                        'activity-log',
                        activityLogPageQuery,
                        {
                          count: list.ACTIVITY_PAGE_SIZE,
                          ...datePresetRange(
                            list.DEFAULT_PRESET,
                            new Date(),
                            list.LOADER_TIME_ZONE,
                          ),
                        },
                      ),
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
                    loader: () =>
                      preloadRouteQuery<ExportsPageQuery>(
                        'exports',
                        exportsPageQuery,
                        { count: 20 },
                        'network-only',
                      ),
                  }),
                ),
              },
              {
                path: '/o',
                lazy: queryScreen(
                  'switch-organization',
                  () => import('./features/organizations/SwitchOrganizationPage'),
                  (module) => [module.SwitchOrganizationPage, module.switchOrganizationPageQuery],
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
