import { invoiceLinkPdfRoute } from './http/invoice-link.js';
import http from 'node:http';
import type { Logger } from 'pino';
import { ApiKeyTraffic } from './api-key-traffic.js';
import type { BffConfig } from './config.js';
import { createContext } from './context.js';
import { EventHub } from './events.js';
import { FeatureFlags } from './feature-flags.js';
import { BffMetrics, persistedOperationNames } from './metrics.js';
import { createApollo } from './http/apollo.js';
import {
  customerDocumentDownloadRoute,
  customerDocumentUploadRoute,
  customerRequestDocumentUploadRoute,
} from './http/customer-documents.js';
import { exportDownloadRoute } from './http/export-download.js';
import { gatewayNotificationRoute } from './http/gateway-notifications.js';
import { featureFlagRoutes } from './http/feature-flags.js';
import {
  invoicePaymentProofDownloadRoute,
  invoicePaymentProofUploadRoute,
  withholdingSlipDownloadRoute,
  withholdingSlipUploadRoute,
} from './http/invoice-payment-files.js';
import { graphqlRoute, type NewContext } from './http/graphql.js';
import { serveGraphQLOverWebSocket } from './http/graphql-socket.js';
import { healthRoute } from './http/health.js';
import { createOperationPolicy, type OperationPolicy } from './http/policy.js';
import { dispatch } from './http/route.js';
import { uploadsRoute } from './http/uploads.js';
import { webAppRoute } from './http/web-app.js';
import { webSettingsRoute } from './web-settings.js';
import { createLoaders, createUpstreams, createViewerLoaders } from './modules/index.js';
import { Readiness } from './readiness.js';
import { tracedRequests } from '../platform/tracing.js';
import { sessionRevocations } from './revocations.js';
import { buildSchema } from './schema.js';
import { SessionManager } from './session.js';
import { socialSignInRoute } from './social-sign-in.js';
import { UpstreamClient } from './upstream/client.js';

export type Bff = {
  server: http.Server;
  upstreamClients: { account: UpstreamClient; treasury: UpstreamClient; invoicing: UpstreamClient };
  /** Reports the API key uses counted so far (it also happens every few seconds, and on close). */
  flushApiKeyUses: () => Promise<void>;
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

/** One HTTP client per service, each call timed by the metrics when they are on. */
function upstreamClientsOf(config: BffConfig, metrics: BffMetrics | null) {
  const upstream = (name: 'account' | 'treasury' | 'invoicing', url: string) =>
    new UpstreamClient(
      name,
      url,
      config.upstreamTimeoutMs,
      config.upstreamConnections,
      metrics?.observeUpstream,
    );
  return {
    account: upstream('account', config.accountUrl),
    treasury: upstream('treasury', config.treasuryUrl),
    invoicing: upstream('invoicing', config.invoicingUrl),
  };
}

/**
 * Builds the BFF: one HTTP server answering GraphQL at /graphql (POST and GET
 * through Apollo Server, WebSocket through graphql-ws), file uploads and
 * export downloads, social sign-in, the payment gateways' notifications
 * (passed to the invoicing service), health probes, and the built web app
 * (with GraphiQL) for every other page read; any other path is JSON 404.
 * Each route is a file of bff/http/.
 */
export async function createBff(config: BffConfig, logger: Logger): Promise<Bff> {
  const metrics = bffMetrics(config);
  const parts = bffParts(config, logger, metrics);
  const server = http.createServer();
  // Idle keep-alive connections stay open past the usual clients' and load balancers' idle time (60 s): with Node's 5 s default,
  // a client reusing a connection just as the server closed it got ECONNRESET (the GraphiQL e2e's POST did, on a busy machine).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const graphql = graphqlTransports(server, parts, metrics);
  const readiness = new Readiness({
    upstreams: {
      account: config.accountUrl,
      treasury: config.treasuryUrl,
      invoicing: config.invoicingUrl,
    },
    listening: (timeoutMs) => parts.events.listenerAnswers(timeoutMs),
    timeoutMs: config.readyTimeoutMs,
  });
  const routes = bffRoutes(parts, graphql.apollo, readiness, metrics);
  server.on('request', tracedRequests(dispatch(routes, logger), 'bff'));
  return {
    server,
    upstreamClients: parts.upstreamClients,
    flushApiKeyUses: () => parts.apiKeyTraffic.flush(),
    listen: () => listenBff(server, parts, graphql),
    close: () => closeBff(server, parts, graphql, readiness),
  };
}

/** The BFF's metrics; off (METRICS=0), none, and nothing is counted: no hook, plugin or route of the metrics is added. */
function bffMetrics(config: BffConfig): BffMetrics | null {
  return config.metrics.enabled
    ? new BffMetrics(config.metrics, {
        knownOperations: persistedOperationNames(config.persistedDocumentsFile),
        operationNamesCap: config.metricsOperationNames,
      })
    : null;
}

/** What the BFF's transports and routes share: its config and logger, the services' clients, the sessions, events and flags, and the GraphQL schema with its policy and context. */
type BffParts = ReturnType<typeof bffParts>;

/** The parts of the BFF made once per instance, none of them started yet (`listenBff` starts them). */
function bffParts(config: BffConfig, logger: Logger, metrics: BffMetrics | null) {
  const upstreamClients = upstreamClientsOf(config, metrics);
  const api = createUpstreams(upstreamClients);
  const revocations = sessionRevocations(config.accountUrl, config.eventsDatabaseUrl, logger);
  const sessions = new SessionManager(
    api.session,
    config.accountUrl,
    config.secureCookies,
    revocations,
  );
  const events = new EventHub(config.eventsDatabaseUrl, logger);
  const flags = new FeatureFlags(config, logger);
  const flagRoutes = featureFlagRoutes(flags, config);
  const apiKeyTraffic = new ApiKeyTraffic(
    api.apiKeys,
    api.apiCost,
    config.apiKeyRatePerMinute,
    logger,
  );
  const schema = buildSchema();
  const operationPolicy = createOperationPolicy(schema, config, apiKeyTraffic, logger);
  // Every error either transport sends is counted by its code on its way out.
  const policy = metrics
    ? {
        ...operationPolicy,
        formatError: (...args: Parameters<typeof operationPolicy.formatError>) =>
          metrics.countError(operationPolicy.formatError(...args)),
      }
    : operationPolicy;
  const loaderFactory = { all: createLoaders, viewer: createViewerLoaders };
  const newContext: NewContext = (request) =>
    createContext({ ...request, api, sessions, events, flags, loaderFactory });
  return {
    config,
    logger,
    upstreamClients,
    api,
    revocations,
    sessions,
    events,
    flags,
    flagRoutes,
    apiKeyTraffic,
    schema,
    policy,
    newContext,
  };
}

/** GraphQL's two transports on the server: WebSocket through graphql-ws and POST and GET through Apollo Server, which closes the sockets once as it drains. */
function graphqlTransports(server: http.Server, parts: BffParts, metrics: BffMetrics | null) {
  const { config, schema, sessions, revocations, policy, newContext, logger, events } = parts;
  const socket = serveGraphQLOverWebSocket(server, {
    schema,
    config,
    sessions,
    revocations,
    policy,
    newContext,
    logger,
    ...(metrics ? { countOperation: metrics.countSocketOperation.bind(metrics) } : {}),
  });
  metrics?.watchLive({
    subscriptions: () => events.subscriptionCounts(),
    sockets: socket.connections,
  });
  // Closing the sockets is the first step of a shutdown and again part of Apollo's drain: once is enough.
  let socketsClosed: Promise<void> | null = null;
  const closeSockets = () => (socketsClosed ??= Promise.resolve(socket.dispose()));
  const apollo = createApollo({
    schema,
    policy,
    config,
    server,
    socket: { dispose: closeSockets },
    plugins: metrics ? [metrics.plugin()] : [],
  });
  return { apollo, closeSockets };
}

/** The BFF's HTTP routes, in the order a request is matched against them; any other path is JSON 404. */
function bffRoutes(
  parts: BffParts,
  apollo: ReturnType<typeof createApollo>,
  readiness: Readiness,
  metrics: BffMetrics | null,
) {
  const { config, logger, sessions, policy, newContext, upstreamClients, api } = parts;
  return [
    graphqlRoute({
      apollo,
      sessions,
      policy,
      newContext,
      config,
      countRefused: metrics?.countRefused,
    }),
    ...fileRoutes({ sessions, policy, upstreamClients, trustProxy: config.trustProxy }),
    invoiceLinkPdfRoute({ invoicing: upstreamClients.invoicing, trustProxy: config.trustProxy }),
    gatewayNotificationRoute({ invoicing: upstreamClients.invoicing }),
    socialSignInRoute({
      socialSignIn: api.socialSignIn,
      sessions,
      appUrl: config.appUrl,
      secureCookies: config.secureCookies,
      trustProxy: config.trustProxy,
    }),
    healthRoute(readiness),
    ...parts.flagRoutes.routes,
    ...(metrics ? [metrics.route()] : []),
    webSettingsRoute(config),
    webAppRoute(config, logger),
  ];
}

/** Starts what the BFF listens with (events, flags, API key traffic, revocations, Apollo), then listens; answers its address. */
async function listenBff(
  server: http.Server,
  { config, events, flags, apiKeyTraffic, revocations }: BffParts,
  { apollo }: ReturnType<typeof graphqlTransports>,
): Promise<string> {
  await events.start();
  await flags.start();
  apiKeyTraffic.start();
  await revocations.start();
  await apollo.start();
  // A port that cannot be listened on (taken, not allowed) fails the start rather than leaving it waiting.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://localhost:${port}`;
}

/**
 * Shuts the BFF down. Not ready from now on, still serving for
 * SHUTDOWN_DELAY_MS while a load balancer notices; then no new connections,
 * every WebSocket closed with 1001 (Going Away: graphql-ws clients reconnect,
 * to another instance), and Apollo's drain lets in-flight requests finish
 * within SHUTDOWN_TIMEOUT_MS.
 */
async function closeBff(
  server: http.Server,
  parts: BffParts,
  { apollo, closeSockets }: ReturnType<typeof graphqlTransports>,
  readiness: Readiness,
): Promise<void> {
  const { config, flagRoutes, events, flags, apiKeyTraffic, revocations, upstreamClients } = parts;
  readiness.beginShutdown();
  if (config.shutdownDelayMs > 0)
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  if (server.listening) server.close();
  flagRoutes.close();
  await closeSockets();
  await apollo.stop();
  await events.stop();
  flags.stop();
  await apiKeyTraffic.stop();
  await revocations.stop();
  await Promise.all(Object.values(upstreamClients).map((client) => client.close()));
}

/** The uploads and downloads beside /graphql: each with the session (or API key) and its rate limit, as GraphQL has. */
function fileRoutes({
  sessions,
  policy,
  upstreamClients,
  trustProxy,
}: {
  sessions: SessionManager;
  policy: OperationPolicy;
  upstreamClients: ReturnType<typeof upstreamClientsOf>;
  trustProxy: boolean;
}) {
  const files = { sessions, policy, treasury: upstreamClients.treasury, trustProxy };
  const invoicing = { ...files, invoicing: upstreamClients.invoicing };
  return [
    uploadsRoute(files),
    exportDownloadRoute({ ...invoicing, account: upstreamClients.account }),
    customerDocumentUploadRoute(invoicing),
    customerRequestDocumentUploadRoute(invoicing),
    customerDocumentDownloadRoute(invoicing),
    invoicePaymentProofUploadRoute(invoicing),
    invoicePaymentProofDownloadRoute(invoicing),
    withholdingSlipUploadRoute(invoicing),
    withholdingSlipDownloadRoute(invoicing),
  ];
}
