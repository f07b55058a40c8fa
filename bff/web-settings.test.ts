import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from './http/web-app.js';
import { readBffConfig } from './config.js';
import {
  AMPLITUDE_ORIGINS,
  appSettingsOf,
  pageOrigins,
  telemetryOrigins,
  webSettingsFromEnv,
} from './web-settings.js';

// Each test starts from none of the settings, whatever the process (or a file before) set.
beforeEach(() => {
  for (const name of [
    'ANALYTICS_KEY',
    'ANALYTICS_SERVER_URL',
    'ANALYTICS_FLUSH_INTERVAL_MS',
    'SENTRY_DSN',
    'APP_ENVIRONMENT',
    'APP_COMMIT',
    'APP_BUILD',
    'GROWTHBOOK_API_HOST',
    'GROWTHBOOK_CLIENT_KEY',
    'FLAGS_FILE',
    'FLAGS_CLIENT_KEY',
  ])
    vi.stubEnv(name, '');
});
afterEach(() => vi.unstubAllEnvs());

describe('the web app’s runtime settings', () => {
  it('configure neither analytics nor error reporting without their keys, and the pages may then send nowhere else', () => {
    for (const name of ['ANALYTICS_KEY', 'ANALYTICS_SERVER_URL', 'SENTRY_DSN', 'APP_ENVIRONMENT'])
      vi.stubEnv(name, '');
    vi.stubEnv('NODE_ENV', 'production');
    const settings = webSettingsFromEnv();
    expect(settings).toEqual({ release: {} });
    expect(telemetryOrigins(settings)).toEqual([]);
    expect(contentSecurityPolicy('kas.example', telemetryOrigins(settings))).toContain(
      "connect-src 'self' ws://kas.example wss://kas.example;",
    );
  });

  it('name the analytics key and endpoint, the DSN, environment and release, and let the pages send to those hosts only', () => {
    vi.stubEnv('ANALYTICS_KEY', 'key-1');
    vi.stubEnv('ANALYTICS_SERVER_URL', 'https://collect.kas.example/2/httpapi');
    vi.stubEnv('SENTRY_DSN', 'https://public@o1.ingest.sentry.io/42');
    vi.stubEnv('APP_ENVIRONMENT', 'staging');
    vi.stubEnv('APP_COMMIT', 'abc1234');
    vi.stubEnv('APP_BUILD', '77');
    const settings = webSettingsFromEnv();
    expect(settings).toEqual({
      release: { commit: 'abc1234', build: '77' },
      analytics: {
        key: 'key-1',
        serverUrl: 'https://collect.kas.example/2/httpapi',
        flushIntervalMs: 10_000,
      },
      errorReporting: { dsn: 'https://public@o1.ingest.sentry.io/42' },
    });
    expect(telemetryOrigins(settings)).toEqual([
      'https://collect.kas.example',
      'https://o1.ingest.sentry.io',
    ]);
    vi.stubEnv('ANALYTICS_SERVER_URL', '');
    expect(telemetryOrigins(webSettingsFromEnv())).toEqual([
      ...AMPLITUDE_ORIGINS,
      'https://o1.ingest.sentry.io',
    ]);
  });

  it('send analytics every 10 s unless the installation sets another interval, and refuse one that is not a number of milliseconds from 100 to 600,000', () => {
    vi.stubEnv('ANALYTICS_KEY', 'key-1');
    expect(webSettingsFromEnv().analytics).toEqual({ key: 'key-1', flushIntervalMs: 10_000 });
    vi.stubEnv('ANALYTICS_FLUSH_INTERVAL_MS', '250');
    expect(webSettingsFromEnv().analytics).toEqual({ key: 'key-1', flushIntervalMs: 250 });
    for (const raw of ['99', '600001', '2.5', 'soon']) {
      vi.stubEnv('ANALYTICS_FLUSH_INTERVAL_MS', raw);
      expect(() => webSettingsFromEnv()).toThrow(
        `Configuration error: ANALYTICS_FLUSH_INTERVAL_MS must be a whole number from 100 to 600000, got "${raw}".`,
      );
    }
  });

  it('answer the environment and where the flags come from beside them, as the web reads them', () => {
    vi.stubEnv('APP_ENVIRONMENT', 'staging');
    const config = readBffConfig({
      accountUrl: 'http://account.internal',
      treasuryUrl: 'http://treasury.internal',
      invoicingUrl: 'http://invoicing.internal',
    });
    expect(appSettingsOf(config)).toEqual({
      environment: 'staging',
      featureFlags: { host: null, clientKey: config.featureFlags.clientKey },
      release: {},
    });
  });

  it('let the pages send to the flag server, the telemetry hosts and the traces collector configured, each origin once', () => {
    vi.stubEnv('SENTRY_DSN', 'https://public@o1.ingest.sentry.io/42');
    vi.stubEnv('ANALYTICS_KEY', '');
    expect(
      pageOrigins({
        featureFlags: {
          file: 'config/flags.json',
          clientKey: 'sdk-kas-local',
          growthbook: { apiHost: 'https://flags.kas.example/', clientKey: 'sdk-1' },
        },
        webSettings: webSettingsFromEnv(),
        webTracesEndpoint: 'https://o1.ingest.sentry.io/v1/traces',
      }),
    ).toEqual(['https://flags.kas.example', 'https://o1.ingest.sentry.io']);
    expect(pageOrigins({})).toEqual([]);
  });

  it('refuse a DSN that is not one', () => {
    vi.stubEnv('SENTRY_DSN', 'https://o1.ingest.sentry.io/42');
    expect(() => webSettingsFromEnv()).toThrow(/SENTRY_DSN must be a Sentry DSN/);
  });
});
