import * as amplitude from '@amplitude/analytics-browser';
import type { RuntimeSettings } from '../relay/runtimeSettings';
import { scrubAnalyticsEvent, type PatternOf } from './scrub';

/** What the app asks of analytics (web/telemetry/telemetry.ts calls it once loaded). */
export type Analytics = {
  pageView: (route: string) => void;
  identify: (userId: string, organizationId: string) => void;
};

/**
 * Amplitude, with the spec's constants (product-spec, "Analytics: flush every
 * 10 s, queue 200, 12 retries, config time-out 5 s, 1000 stored events,
 * session time-out 30 minutes, cookie expiry 365 days (Lax), text capped at
 * 255 characters") set where the SDK has an option. Autocapture is off but
 * for sessions: page views are the app's own (by route pattern), and nothing
 * a member types or reads is captured. Every event passes the privacy filter
 * (scrub.ts) last, so even what a remote configuration turned on is filtered.
 */
export function startAnalytics(
  settings: RuntimeSettings & { analytics: { key: string } },
  patternOf: PatternOf,
  release: string | undefined,
): Analytics {
  const { key, serverUrl, flushIntervalMs = 10_000 } = settings.analytics;
  const privacy: amplitude.Types.EnrichmentPlugin = {
    name: 'kas-privacy',
    type: 'enrichment',
    // Added after init, so it runs after the SDK's own enrichment: the last word before the queue.
    execute: async (event: amplitude.Types.Event) => scrubAnalyticsEvent(event, patternOf),
  };
  amplitude.add(privacy);
  amplitude.init(key, undefined, {
    appVersion: release,
    // Spec: "flush every 10 s, queue 200, 12 retries". The interval is the installation's
    // (ANALYTICS_FLUSH_INTERVAL_MS, 10 s unless set), so a test can see a flush without waiting 10 s.
    flushIntervalMillis: flushIntervalMs,
    flushQueueSize: 200,
    flushMaxRetries: 12,
    // Spec: "session time-out 30 minutes".
    sessionTimeout: 30 * 60_000,
    // Spec: "cookie expiry 365 days (Lax)".
    cookieOptions: { expiration: 365, sameSite: 'Lax', secure: location.protocol === 'https:' },
    // Spec: "1000 stored events": the SDK's local storage keeps at most 1,000 unsent events (its
    // MAX_ARRAY_LENGTH); there is no option. "Config time-out 5 s": the remote configuration's fetch
    // time-out is the SDK's own, with no option either. "Text capped at 255 characters" is the
    // autocapture's cap on element text (off here); the privacy filter caps every text at 255.
    // Spec: "reads remote config" from Amplitude; with a self-hosted endpoint nothing goes to Amplitude.
    remoteConfig: { fetchRemoteConfig: !serverUrl },
    ...(serverUrl ? { serverUrl } : {}),
    // The SDK's own diagnostics go to another Amplitude host: not asked for by the spec.
    enableDiagnostics: false,
    trackingOptions: { ipAddress: false, language: true, platform: true },
    autocapture: {
      attribution: false,
      pageViews: false,
      sessions: true,
      formInteractions: false,
      fileDownloads: false,
      elementInteractions: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      performanceTracking: false,
      pageUrlEnrichment: false,
    },
    logLevel: amplitude.Types.LogLevel.None,
  });
  return {
    pageView: (route) => void amplitude.track('Page Viewed', { route }),
    identify: (userId, organizationId) => {
      amplitude.setUserId(userId);
      amplitude.setGroup('organization', organizationId);
    },
  };
}
