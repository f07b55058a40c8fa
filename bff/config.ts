import { PERSISTED_DOCUMENTS_FILE } from './persisted-documents.js';
import {
  DEFAULT_FLAGS_CLIENT_KEY,
  DEFAULT_FLAGS_FILE,
  type FeatureFlagsConfig,
} from './feature-flags.js';
import { envBool as bool, envInt, envList, envUrl as url } from '../platform/env.js';
import { metricsAccessFromEnv, type MetricsAccess } from '../platform/metrics.js';
import { webSettingsFromEnv, type WebSettings } from './web-settings.js';

/** The BFF's configuration, read once from the environment with clear errors. */
export type BffConfig = {
  port: number;
  host: string;
  accountUrl: string;
  treasuryUrl: string;
  invoicingUrl: string;
  /** PostgreSQL the BFF LISTENs on for live updates; optional (no subscriptions events without it). */
  eventsDatabaseUrl?: string;
  /** Milliseconds an upstream may take before the BFF answers UPSTREAM_UNAVAILABLE. */
  upstreamTimeoutMs: number;
  /** Keep-alive connections per upstream. */
  upstreamConnections: number;
  /** Milliseconds `/readyz` waits for each upstream's own `/readyz` (its answer is then kept for about a second). */
  readyTimeoutMs: number;
  /** Milliseconds, after shutdown begins, that the BFF keeps serving while `/readyz` answers 503 (the load balancer's time to notice). */
  shutdownDelayMs: number;
  /** Milliseconds in-flight HTTP requests get to finish at shutdown before their connections are closed. */
  shutdownTimeoutMs: number;
  introspection: boolean;
  /**
   * Whether callers without an API key (the web app's sessions, anyone
   * anonymous) may run only the persisted documents of the web app
   * (`PERSISTED_DOCUMENTS_ONLY`; on in production). API keys may always send
   * documents, within their budget.
   */
  persistedDocumentsOnly: boolean;
  /** The persisted documents relay-compiler wrote with the web build (`PERSISTED_DOCUMENTS_FILE`). */
  persistedDocumentsFile: string;
  /** Operation limits (graphql-armor): selection depth, aliases, cost and tokens. */
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
  /** Whether session cookies get the Secure attribute (on behind HTTPS). */
  secureCookies: boolean;
  /** Folder of the built web app. */
  webDir: string;
  /** Whether /graphiql is served (`GRAPHIQL`; on unless production, where the API's explorer is opt-in). */
  graphiql: boolean;
  /** Whether to take the client's address from X-Forwarded-For (behind a trusted proxy). */
  trustProxy: boolean;
  /** Requests per minute one API key may make (per BFF instance). */
  apiKeyRatePerMinute: number;
  /** The web app's public address (`APP_URL`), for the social sign-in redirect URI; without it, the request's Host. */
  appUrl?: string;
  /** Origins beside the app's own whose pages may open a cookie-authenticated socket (`WEBAUTHN_ORIGINS`, as for passkeys). */
  allowedOrigins: string[];
  /** How long a new socket has to send `connection_init`. */
  socketInitTimeoutMs: number;
  /** How long a socket without a session stays open. */
  anonymousSocketMs: number;
  /** How long, from its opening, a socket without a session may stay open while it carries a buyer's watch of an invoice link. */
  linkWatchSocketMs: number;
  /** How many invoice links one socket may watch at once. */
  linkWatchesPerSocket: number;
  /** How many invoice links the sockets of one client address may watch at once (per BFF instance). */
  linkWatchesPerAddress: number;
  /** Who may read /metrics (`METRICS_TOKEN`; in production nobody without it). */
  metrics: MetricsAccess;
  /** Operation names beyond the persisted documents' that get series of their own in the metrics (`METRICS_OPERATION_NAMES`); the rest count as `other`. */
  metricsOperationNames: number;
  /** The installation's environment (`APP_ENVIRONMENT`; `production` or `development` after NODE_ENV): a feature flag's attribute, and what analytics and error reports are tagged with. */
  environment: string;
  /** Where feature flags come from: the local flags file, or a GrowthBook server. */
  featureFlags: FeatureFlagsConfig;
  /** What the web app reads at start (`/app-settings.json`, with the environment and the flags' source): release, and analytics and error reporting when configured. */
  webSettings: WebSettings;
  /** Where the web app sends its traces (`WEB_OTLP_TRACES_ENDPOINT`, an OTLP/HTTP collector browsers reach); without it the web app loads no tracing. */
  webTracesEndpoint?: string;
};

/** The local flags file and key, or a GrowthBook server when both its address and its key are set (one alone is a mistake). */
function featureFlagsFromEnv(): FeatureFlagsConfig {
  const apiHost = process.env.GROWTHBOOK_API_HOST;
  const clientKey = process.env.GROWTHBOOK_CLIENT_KEY;
  if (Boolean(apiHost) !== Boolean(clientKey))
    throw new Error(
      'Configuration error: GROWTHBOOK_API_HOST and GROWTHBOOK_CLIENT_KEY are set together or not at all.',
    );
  return {
    file: process.env.FLAGS_FILE || DEFAULT_FLAGS_FILE,
    clientKey: process.env.FLAGS_CLIENT_KEY || DEFAULT_FLAGS_CLIENT_KEY,
    ...(apiHost && clientKey
      ? { growthbook: { apiHost: url('GROWTHBOOK_API_HOST'), clientKey } }
      : {}),
  };
}

const integer = (name: string, fallback: number, min: number, max: number) =>
  envInt(name, fallback, { min, max });

export function readBffConfig(overrides: Partial<BffConfig> = {}): BffConfig {
  const production = process.env.NODE_ENV === 'production';
  return {
    port: integer('PORT', 4000, 0, 65535),
    host: process.env.HOST || '0.0.0.0',
    accountUrl: overrides.accountUrl ?? url('ACCOUNT_URL'),
    treasuryUrl: overrides.treasuryUrl ?? url('TREASURY_URL'),
    invoicingUrl: overrides.invoicingUrl ?? url('INVOICING_URL'),
    eventsDatabaseUrl: process.env.DATABASE_URL || undefined,
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 10_000, 50, 120_000),
    upstreamConnections: integer('UPSTREAM_CONNECTIONS', 64, 1, 1024),
    readyTimeoutMs: integer('READY_TIMEOUT_MS', 1_000, 50, 30_000),
    shutdownDelayMs: integer('SHUTDOWN_DELAY_MS', 0, 0, 120_000),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    introspection: bool('GRAPHQL_INTROSPECTION', !production),
    persistedDocumentsOnly: bool('PERSISTED_DOCUMENTS_ONLY', production),
    persistedDocumentsFile: process.env.PERSISTED_DOCUMENTS_FILE || PERSISTED_DOCUMENTS_FILE,
    maxDepth: integer('GRAPHQL_MAX_DEPTH', 12, 1, 100),
    maxAliases: integer('GRAPHQL_MAX_ALIASES', 15, 0, 1_000),
    maxCost: integer('GRAPHQL_MAX_COST', 120_000, 1, 10_000_000),
    maxTokens: integer('GRAPHQL_MAX_TOKENS', 3_000, 100, 1_000_000),
    secureCookies: bool('SECURE_COOKIES', production),
    webDir: process.env.WEB_DIR || 'dist/web',
    graphiql: bool('GRAPHIQL', !production),
    trustProxy: bool('TRUST_PROXY', false),
    apiKeyRatePerMinute: integer('API_KEY_RATE_LIMIT', 600, 1, 1_000_000),
    appUrl: process.env.APP_URL ? url('APP_URL') : undefined,
    allowedOrigins: envList('WEBAUTHN_ORIGINS'),
    socketInitTimeoutMs: integer('WS_INIT_TIMEOUT_MS', 3_000, 100, 60_000),
    anonymousSocketMs: integer('WS_ANONYMOUS_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
    linkWatchSocketMs: integer('WS_LINK_WATCH_MAX_MS', 30 * 60_000, 1_000, 24 * 3_600_000),
    linkWatchesPerSocket: integer('WS_LINK_WATCHES_PER_SOCKET', 5, 1, 100),
    linkWatchesPerAddress: integer('WS_LINK_WATCHES_PER_ADDRESS', 50, 1, 100_000),
    metrics: metricsAccessFromEnv(),
    metricsOperationNames: integer('METRICS_OPERATION_NAMES', 100, 0, 10_000),
    environment: process.env.APP_ENVIRONMENT || (production ? 'production' : 'development'),
    featureFlags: featureFlagsFromEnv(),
    webSettings: webSettingsFromEnv(),
    webTracesEndpoint: process.env.WEB_OTLP_TRACES_ENDPOINT
      ? url('WEB_OTLP_TRACES_ENDPOINT')
      : undefined,
    ...overrides,
  };
}
