import { configureCache, GrowthBook } from '@growthbook/growthbook-react';
import { runtimeSettings } from '../relay/runtimeSettings';

/**
 * The spec's flag cache, as the SDK's cache settings (`configureCache`):
 * flags fetched are fresh for 60 s (`staleTTL`), kept at most 24 hours
 * (`maxAge`), for at most 10 hosts and keys (`maxEntries`), and the live
 * stream of a hidden tab closes after 20 s (`idleStreamInterval`), opening
 * again when the tab is shown.
 */
export const FLAG_CACHE = {
  staleTTL: 60_000,
  maxAge: 24 * 60 * 60_000,
  maxEntries: 10,
  disableIdleStreams: false,
  idleStreamInterval: 20_000,
} as const;
/** The spec's anti-flicker timeout: the signed-in frame waits at most this long for the flags (`init({ timeout })`). */
export const ANTI_FLICKER_TIMEOUT_MS = 3_500;
/**
 * The spec's redirect delay: how long a URL-redirect experiment waits before
 * navigating (the SDK's `navigateDelay`). The spec's "realtime ping 2 s" has
 * no option in this SDK: its 1.x line dropped realtime usage pings
 * (`realtimeKey`, `realtimeInterval`), and the live updates it could mean are
 * the stream, which pings on its own.
 */
export const REDIRECT_DELAY_MS = 100;

/** The attributes a flag is evaluated with that the signed-in frame knows: the user and the selected organisation (raw ids, as the BFF has them). */
export type ViewerAttributes = { id: string; org_id: string };

/**
 * A GrowthBook for the user in their organisation: its runtime settings
 * read, its flags fetched and kept live through the host's stream. Whatever
 * fails (the settings, the host answering an error, no network), the app
 * goes on with the flags the SDK has cached, or none: every flag is then off.
 */
async function startFeatureFlags(viewer: ViewerAttributes): Promise<GrowthBook> {
  configureCache(FLAG_CACHE);
  const runtime = await runtimeSettings();
  const flags = runtime.featureFlags;
  const origin = window.location.origin;
  const growthbook = new GrowthBook({
    // Without runtime settings there is no key to ask with: the SDK then makes no request.
    ...(flags ? { apiHost: flags.host ?? origin, clientKey: flags.clientKey } : {}),
    attributes: { environment: runtime.environment, origin, ...viewer },
    navigateDelay: REDIRECT_DELAY_MS,
  });
  if (flags)
    await growthbook
      .init({ timeout: ANTI_FLICKER_TIMEOUT_MS, streaming: true })
      .catch(() => undefined);
  return growthbook;
}

let started: Promise<GrowthBook> | null = null;
let current: GrowthBook | null = null;

/**
 * The signed-in frame's feature flags for the user in the organisation they
 * have selected: the first call starts them (the frame waits for the flags up
 * to the anti-flicker timeout, so that a feature does not show and then
 * vanish), a later one gives them the viewer again (another organisation
 * reloads the page; a changed viewer updates the attributes). Only the
 * signed-in frame loads the SDK: the sign-in page has no flag.
 */
export async function featureFlagsFor(viewer: ViewerAttributes): Promise<GrowthBook> {
  started ??= startFeatureFlags(viewer);
  const growthbook = await started;
  current = growthbook;
  const attributes = growthbook.getAttributes();
  if (attributes.id !== viewer.id || attributes.org_id !== viewer.org_id)
    await growthbook.updateAttributes(viewer);
  return growthbook;
}

/** The flags `featureFlagsFor` started; before it has, a GrowthBook without a host, whose every flag is off. */
export function currentFeatureFlags(): GrowthBook {
  return (current ??= new GrowthBook({ navigateDelay: REDIRECT_DELAY_MS }));
}
