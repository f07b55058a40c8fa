import type { IncomingMessage, ServerResponse } from 'node:http';
import { envInt, envUrl } from '../platform/env.js';
import type { BffConfig } from './config.js';
import type { HttpRoute } from './http/route.js';

/**
 * The runtime settings the web app reads at start (`GET /app-settings.json`):
 * what differs between installations of one build. Everything here is public
 * (the browser sees it); analytics and error reporting are absent unless
 * their keys are set, and the web app then loads neither SDK.
 */
export type WebSettings = {
  /** `APP_COMMIT` and `APP_BUILD`: the release error reports and analytics name. */
  release: { commit?: string; build?: string };
  /**
   * `ANALYTICS_KEY` (Amplitude's project API key), `ANALYTICS_SERVER_URL` for a
   * self-hosted or proxied ingestion endpoint, and `ANALYTICS_FLUSH_INTERVAL_MS`:
   * how long the web app gathers events before it sends them (the spec's 10 s).
   */
  analytics?: { key: string; serverUrl?: string; flushIntervalMs: number };
  /** `SENTRY_DSN`: where error reports and session replays go. */
  errorReporting?: { dsn: string };
};

/** The spec's analytics flush: "flush every 10 s". */
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000;

/** Amplitude's ingestion and remote-configuration hosts, used when no `ANALYTICS_SERVER_URL` is set. */
export const AMPLITUDE_ORIGINS = [
  'https://api2.amplitude.com',
  'https://sr-client-cfg.amplitude.com',
];

const optional = (name: string) => process.env[name] || undefined;

/** A Sentry DSN (`scheme://publicKey@host[:port]/projectId`); anything else is a configuration error. */
function sentryDsn(name: string): string {
  const value = envUrl(name);
  const url = new URL(value);
  const project = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!url.username || !/^\d+$/.test(project))
    throw new Error(
      `Configuration error: ${name} must be a Sentry DSN (https://key@host/project), got "${value}".`,
    );
  return value;
}

export function webSettingsFromEnv(): WebSettings {
  const key = optional('ANALYTICS_KEY');
  const serverUrl = optional('ANALYTICS_SERVER_URL') && envUrl('ANALYTICS_SERVER_URL');
  const flushIntervalMs = envInt('ANALYTICS_FLUSH_INTERVAL_MS', ANALYTICS_FLUSH_INTERVAL_MS, {
    min: 100,
    max: 600_000,
  });
  const dsn = optional('SENTRY_DSN') && sentryDsn('SENTRY_DSN');
  return {
    release: { commit: optional('APP_COMMIT'), build: optional('APP_BUILD') },
    ...(key ? { analytics: { key, ...(serverUrl ? { serverUrl } : {}), flushIntervalMs } } : {}),
    ...(dsn ? { errorReporting: { dsn } } : {}),
  };
}

/**
 * The origins beside the app's own that the web app's pages send to with
 * these settings, for the Content-Security-Policy's `connect-src`: none
 * unless analytics or error reporting is configured.
 */
export function telemetryOrigins(settings: WebSettings | undefined): string[] {
  const origins: string[] = [];
  if (settings?.analytics)
    origins.push(
      ...(settings.analytics.serverUrl
        ? [new URL(settings.analytics.serverUrl).origin]
        : AMPLITUDE_ORIGINS),
    );
  if (settings?.errorReporting) origins.push(new URL(settings.errorReporting.dsn).origin);
  return [...new Set(origins)];
}

/**
 * What the web app reads at `GET /app-settings.json` (the spec's runtime
 * settings): the installation's environment, where its feature flags come
 * from (a GrowthBook server, or null for the BFF's own endpoint) and with
 * which key, and the release, analytics and error reporting.
 */
export type AppSettings = WebSettings & {
  environment: string;
  featureFlags: { host: string | null; clientKey: string };
  /** Where the web app sends its traces (`WEB_OTLP_TRACES_ENDPOINT`); absent: it loads no tracing. */
  traces?: { endpoint: string };
};

export function appSettingsOf(
  config: Pick<BffConfig, 'environment' | 'featureFlags' | 'webSettings' | 'webTracesEndpoint'>,
): AppSettings {
  const server = config.featureFlags.growthbook;
  return {
    environment: config.environment,
    featureFlags: {
      host: server?.apiHost ?? null,
      clientKey: server?.clientKey ?? config.featureFlags.clientKey,
    },
    ...config.webSettings,
    ...(config.webTracesEndpoint ? { traces: { endpoint: config.webTracesEndpoint } } : {}),
  };
}

/** `GET /app-settings.json`: the settings, never cached (a new deployment's settings apply at the next page load). */
export function webSettingsRoute(
  config: Pick<BffConfig, 'environment' | 'featureFlags' | 'webSettings' | 'webTracesEndpoint'>,
): HttpRoute {
  const body = JSON.stringify(appSettingsOf(config));
  return {
    matches: (url) => url.pathname === '/app-settings.json',
    handle: (_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      response.end(body);
    },
  };
}

/**
 * Every origin beside the app's own that its pages send to with these
 * settings, for the Content-Security-Policy's `connect-src`: a GrowthBook
 * server, analytics and error reporting (`telemetryOrigins`), the web's traces
 * collector; none unless configured.
 */
export function pageOrigins(
  config: Partial<Pick<BffConfig, 'featureFlags' | 'webSettings' | 'webTracesEndpoint'>>,
): string[] {
  const flagHost = config.featureFlags?.growthbook?.apiHost;
  return [
    ...new Set([
      ...(flagHost ? [new URL(flagHost).origin] : []),
      ...telemetryOrigins(config.webSettings),
      ...(config.webTracesEndpoint ? [new URL(config.webTracesEndpoint).origin] : []),
    ]),
  ];
}
