/**
 * The runtime settings the BFF serves at `/app-settings.json` (bff/web-settings.ts):
 * what one build needs to know about the installation it runs in, read once
 * per page load by the feature flags, analytics and error reporting.
 */
export type RuntimeSettings = {
  environment: string;
  /** Where the GrowthBook SDK fetches flags (a GrowthBook server, or null for the BFF's own endpoint on this origin), and its key; none when the settings could not be read. */
  featureFlags?: { host: string | null; clientKey: string };
  release: { commit?: string; build?: string };
  /** Amplitude's project key, optionally a self-hosted or proxied ingestion endpoint, and how often events are sent (ms). */
  analytics?: { key: string; serverUrl?: string; flushIntervalMs?: number };
  /** Sentry's DSN. */
  errorReporting?: { dsn: string };
  /** Where the web app sends its traces (an OTLP/HTTP collector); none: no tracing is loaded. */
  traces?: { endpoint: string };
};

const NONE: RuntimeSettings = { environment: 'development', release: {} };

let settings: Promise<RuntimeSettings> | undefined;

/** The settings, asked of the app's own origin once per page load; none (everything optional off) when it does not answer. */
export function runtimeSettings(): Promise<RuntimeSettings> {
  settings ??= fetch('/app-settings.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<RuntimeSettings>) : NONE))
    .catch(() => NONE);
  return settings;
}

/** The release name error reports and analytics carry: `commit` and `build` when known. */
export const releaseOf = ({ release }: RuntimeSettings): string | undefined =>
  [release.commit, release.build].filter(Boolean).join('+') || undefined;
