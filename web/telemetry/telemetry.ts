import type { createBrowserRouter, RouteObject } from 'react-router';
import type { Analytics } from './analytics';
import type { ErrorReporting } from './errorReporting';
import { patternFinder, patternOfMatches } from './routePattern';
import { releaseOf, runtimeSettings } from '../relay/runtimeSettings';

type Router = ReturnType<typeof createBrowserRouter>;

/** What is loaded once the settings are known: each integration only when configured. */
type Loaded = { analytics?: Analytics; errors?: ErrorReporting };

/** Calls made before the settings arrived, replayed on what loads (or dropped when nothing does). */
const waiting: ((loaded: Loaded) => void)[] = [];
let loaded: Loaded | undefined;

function whenLoaded(call: (loaded: Loaded) => void): void {
  if (loaded) call(loaded);
  else waiting.push(call);
}

/**
 * Starts analytics and error reporting as the runtime settings configure
 * them. Neither SDK is downloaded unless its key is set (dynamic import), so
 * without keys the app asks nothing of any host but its own. Page views are
 * counted on each completed navigation (the router idle at a new location),
 * by route pattern.
 */
export async function startTelemetry(router: Router, routes: RouteObject[]): Promise<void> {
  let lastKey: string | undefined;
  const pageView = (state: Router['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    const route = patternOfMatches(state.matches);
    whenLoaded(({ analytics }) => analytics?.pageView(route));
  };
  pageView(router.state);
  router.subscribe(pageView);

  const settings = await runtimeSettings();
  const patternOf = patternFinder(routes);
  const release = releaseOf(settings);
  const [analytics, errors] = await Promise.all([
    settings.analytics
      ? import('./analytics').then(({ startAnalytics }) =>
          startAnalytics({ ...settings, analytics: settings.analytics! }, patternOf, release),
        )
      : undefined,
    settings.errorReporting
      ? import('./errorReporting').then(({ startErrorReporting }) =>
          startErrorReporting(
            { ...settings, errorReporting: settings.errorReporting! },
            patternOf,
            release,
          ),
        )
      : undefined,
  ]).catch(() => [undefined, undefined] as const);
  loaded = { analytics, errors };
  for (const call of waiting.splice(0)) call(loaded);
}

/** Reports an error the app caught (a route's error page, React's root) to error reporting, when configured. */
export function reportError(error: unknown): void {
  whenLoaded(({ errors }) => errors?.report(error));
}

/**
 * Names the signed-in member to analytics and error reporting by an opaque
 * id: a SHA-256 of their global id (never an email or a name), and their
 * organisation by the same kind of id.
 */
export function identifyViewer(userId: string, organizationId: string): void {
  whenLoaded(({ analytics, errors }) => {
    if (!analytics && !errors) return;
    void Promise.all([opaqueId(userId), opaqueId(organizationId)]).then(([user, organization]) => {
      analytics?.identify(user, organization);
      errors?.identify(user, organization);
    });
  });
}

async function opaqueId(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
