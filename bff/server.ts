import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { ApolloServer, HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, specifiedRules, validate, type ExecutionArgs } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import sirv from 'sirv';
import { WebSocketServer } from 'ws';
import type { BffConfig } from './config.js';
import { createContext, type Context, type Upstreams } from './context.js';
import { formatError } from './errors.js';
import { handleFiles, isFilePath } from './files.js';
import { jitExecutor } from './jit-executor.js';
import { ApiKeyTraffic } from './api-key-traffic.js';
import { EventHub } from './events.js';
import { SessionRevocations } from './revocations.js';
import { buildSchema } from './schema.js';
import { readPresentedTokens, SessionManager } from './session.js';
import { handleSocialSignIn, isSocialSignInPath } from './social-sign-in.js';
import { AccountApi } from './upstream/account.js';
import { ActivityApi } from './upstream/activity.js';
import { UpstreamClient } from './upstream/client.js';
import { StatementsApi } from './upstream/statements.js';
import { TreasuryApi } from './upstream/treasury.js';

const MAX_BODY_BYTES = 1024 * 1024;

export type Bff = {
  server: http.Server;
  upstreamClients: { account: UpstreamClient; treasury: UpstreamClient; invoicing: UpstreamClient };
  /** Reports the API key uses counted so far (it also happens every few seconds, and on close). */
  flushApiKeyUses: () => Promise<void>;
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Request body too large.'), { status: 413 }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Errors of a well-formed request that never reached execution (GraphQL over HTTP, "Validation"). */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/**
 * GraphQL over HTTP: a client that accepts only `application/json` (the
 * legacy type) gets 200 for a well-formed request whose document fails to
 * parse, validate or coerce its variables; `application/graphql-response+json`
 * clients get Apollo's 400.
 */
function legacyStatus(status: number, contentType: string | undefined, body: string): number {
  if (status !== 400 || !contentType?.startsWith('application/json')) return status;
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
    const codes = parsed.errors?.map((error) => error.extensions?.code) ?? [];
    return codes.length > 0 && codes.every((code) => code && REQUEST_ERROR_CODES.has(code)) ? 200 : status;
  } catch {
    return status;
  }
}

/** The end user's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry. */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded) return forwarded.split(',')[0]!.trim();
  return request.socket.remoteAddress?.replace(/^::ffff:/, '');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * Builds the BFF: one HTTP server answering GraphQL at /graphql (POST and GET
 * through Apollo Server, WebSocket through graphql-ws), GraphiQL at /graphiql,
 * health probes, and the built web app for every other path.
 */
export async function createBff(config: BffConfig, logger: Logger): Promise<Bff> {
  const upstreamClients = {
    account: new UpstreamClient('account', config.accountUrl, config.upstreamTimeoutMs, config.upstreamConnections),
    treasury: new UpstreamClient('treasury', config.treasuryUrl, config.upstreamTimeoutMs, config.upstreamConnections),
    invoicing: new UpstreamClient('invoicing', config.invoicingUrl, config.upstreamTimeoutMs, config.upstreamConnections),
  };
  const api: Upstreams = {
    account: new AccountApi(upstreamClients.account),
    treasury: new TreasuryApi(upstreamClients.treasury),
    statements: new StatementsApi(upstreamClients.treasury),
    activity: {
      account: new ActivityApi(upstreamClients.account),
      treasury: new ActivityApi(upstreamClients.treasury),
      invoicing: new ActivityApi(upstreamClients.invoicing),
    },
  };
  const revocations = new SessionRevocations(config.accountUrl, config.eventsDatabaseUrl, logger);
  const sessions = new SessionManager(api.account, config.accountUrl, config.secureCookies, revocations);
  const events = new EventHub(config.eventsDatabaseUrl, logger);
  const apiKeyTraffic = new ApiKeyTraffic(api.account, config.apiKeyRatePerMinute, logger);
  const schema = buildSchema();

  const armor = new ApolloArmor({
    maxDepth: { n: config.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: config.maxAliases },
    maxDirectives: { n: 20 },
    // Token limits are enforced by graphql-js's own parser (parseOptions
    // below): armor's plugin re-parses in a hook, turning syntax errors into 500s.
    maxTokens: { enabled: false },
    // Relay nests fragments; flattened, they cost what their fields cost.
    // armor multiplies by a literal `first`/`last` only; a page size given as
    // a variable is bounded by the resolvers' cap of 100 rows instead.
    costLimit: { maxCost: config.maxCost, ignoreIntrospection: true, flattenFragments: true },
    blockFieldSuggestion: { enabled: !config.introspection },
  });
  const protection = armor.protect();

  const server = http.createServer();
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const logError = (error: unknown) => logger.error({ err: error }, 'graphql error');

  const wsServer = useServer<Record<string, unknown> | undefined, { context?: Context; expiryTimer?: NodeJS.Timeout; unwatch?: () => void }>(
    {
      schema,
      // The same session as HTTP: the upgrade request's cookies, or an
      // `authorization` connection parameter for integrators.
      onConnect: async (ctx) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : ctx.extra.request.headers.authorization;
        const tokens = readPresentedTokens(ctx.extra.request.headers.cookie, authorization);
        const requestId = randomUUID();
        const viewer = tokens.apiKey || tokens.accessToken ? (await sessions.resolve(tokens, requestId)).viewer : null;
        ctx.extra.context = createContext({ requestId, viewer, api, sessions, events, usesCookies: false, setCookies: [] });
        if (viewer) {
          // A socket lives no longer than its access token; the client reconnects with a fresh one.
          const ms = Math.max(0, viewer.expiresAt * 1000 - Date.now());
          ctx.extra.expiryTimer = setTimeout(() => ctx.extra.socket.close(CloseCode.Unauthorized, 'Session expired'), ms).unref();
          // Nor longer than its session: a revocation (sign-out, a removed member) closes it at once.
          ctx.extra.unwatch = revocations.watch(viewer.sessionId, () => ctx.extra.socket.close(CloseCode.Unauthorized, 'Session ended'));
        }
        return true;
      },
      onClose: (ctx) => {
        clearTimeout(ctx.extra.expiryTimer);
        ctx.extra.unwatch?.();
      },
      context: (ctx) => ctx.extra.context!,
      validate: (schemaToCheck, document) => validate(schemaToCheck, document, [...specifiedRules, ...protection.validationRules]),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error, logError)) as never,
      onNext: (_ctx, _id, _payload, _args: ExecutionArgs, result) => {
        if ('errors' in result && result.errors) {
          return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error, logError)) } as never;
        }
        return undefined;
      },
    },
    wss,
  );

  const apollo = new ApolloServer<Context>({
    gateway: jitExecutor(schema),
    introspection: config.introspection,
    csrfPrevention: true,
    // The process's owner (start.ts, bff/main.ts) handles SIGINT/SIGTERM and
    // calls close(); Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: !config.introspection,
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: config.maxTokens },
    formatError: (formatted, error) => formatError(formatted, error, logError),
    plugins: [
      ...protection.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // We set no cache hints (responses are per-user); the default plugin
      // would wrap every field resolver to compute them, at a cost on every row.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      { async serverWillStart() { return { async drainServer() { await wsServer.dispose(); } }; } },
      {
        // Subscriptions live on the WebSocket; over HTTP they are refused with directions.
        async requestDidStart() {
          return {
            async didResolveOperation({ operation }) {
              if (operation?.operation === 'subscription') {
                throw new GraphQLError('Subscriptions are served over WebSocket at /graphql (graphql-transport-ws), not over HTTP.', {
                  extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
                });
              }
            },
          };
        },
      },
    ],
  });

  const webDir = path.resolve(config.webDir);
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  const serveWeb = hasWeb ? sirv(webDir, { single: true, etag: true, gzip: false, dev: false }) : null;

  async function handleGraphQL(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const requestId = (typeof request.headers['x-request-id'] === 'string' && request.headers['x-request-id']) || randomUUID();
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    let body: unknown = undefined;
    if (request.method === 'POST') {
      const text = await readBody(request);
      const type = headers.get('content-type') ?? '';
      if (type.includes('json')) {
        try {
          body = text === '' ? undefined : JSON.parse(text);
        } catch {
          return sendJson(response, 400, { errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
        }
      } else body = text;
    }
    const tokens = readPresentedTokens(request.headers.cookie, request.headers.authorization);
    const session = await sessions.resolve(tokens, requestId);
    const ip = clientAddress(request, config.trustProxy);
    if (session.viewer?.apiKeyId) {
      const admitted = apiKeyTraffic.admit({ ...session.viewer, apiKeyId: session.viewer.apiKeyId }, ip);
      if (!admitted.allowed) {
        response.setHeader('retry-after', String(admitted.retryAfterSeconds));
        response.setHeader('x-request-id', requestId);
        return sendJson(response, 429, {
          errors: [{ message: `Too many requests for this API key. Try again in ${admitted.retryAfterSeconds} seconds.`, extensions: { code: 'RATE_LIMITED', retryAfter: admitted.retryAfterSeconds } }],
        });
      }
    }
    const context = createContext({
      requestId,
      viewer: session.viewer,
      api,
      sessions,
      events,
      usesCookies: tokens.fromCookies,
      setCookies: session.setCookies,
      refreshToken: tokens.refreshToken,
      twoFactorChallenge: tokens.twoFactorChallenge,
      clientIp: ip,
    });
    const httpGraphQLRequest: HTTPGraphQLRequest = { method: request.method ?? 'GET', headers, search: url.search, body };
    const result = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => context });
    for (const [key, value] of result.headers) response.setHeader(key, value);
    const status = legacyStatus(result.status ?? 200, result.headers.get('content-type'), result.body.kind === 'complete' ? result.body.string : '');
    if (context.setCookies.length > 0) response.setHeader('set-cookie', context.setCookies);
    response.setHeader('x-request-id', requestId);
    response.statusCode = status;
    if (result.body.kind === 'complete') {
      response.end(result.body.string);
      return;
    }
    for await (const chunk of result.body.asyncIterator) response.write(chunk);
    response.end();
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const done = (error: unknown) => {
      const status = (error as { status?: number }).status ?? 500;
      if (status >= 500) logger.error({ err: error }, 'request failed');
      if (!response.headersSent) sendJson(response, status, { errors: [{ message: status === 413 ? 'Request body too large.' : 'There was a problem on the server.' }] });
      else response.destroy();
    };
    if (url.pathname === '/graphql') {
      handleGraphQL(request, response, url).catch(done);
      return;
    }
    if (isFilePath(url.pathname)) {
      const requestId = (typeof request.headers['x-request-id'] === 'string' && request.headers['x-request-id']) || randomUUID();
      handleFiles(request, response, url, { sessions, treasury: upstreamClients.treasury, requestId, clientIp: clientAddress(request, config.trustProxy) }).catch(done);
      return;
    }
    if (isSocialSignInPath(url.pathname)) {
      const deps = { account: api.account, sessions, appUrl: config.appUrl, secureCookies: config.secureCookies, clientIp: clientAddress(request, config.trustProxy) };
      handleSocialSignIn(request, response, url, deps).catch(done);
      return;
    }
    if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
    if (url.pathname === '/readyz') return sendJson(response, 200, { status: 'ready' });
    if (!serveWeb) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The web app is not built. Run `npm run build`, or use `npm start`.');
      return;
    }
    if (url.pathname === '/graphiql' || url.pathname === '/graphiql/') request.url = '/graphiql.html';
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('referrer-policy', 'same-origin');
    response.setHeader('x-frame-options', 'DENY');
    serveWeb(request, response);
  });

  return {
    server,
    upstreamClients,
    flushApiKeyUses: () => apiKeyTraffic.flush(),
    listen: async () => {
      await events.start();
      apiKeyTraffic.start();
      await revocations.start();
      await apollo.start();
      await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      return `http://localhost:${port}`;
    },
    close: async () => {
      await apollo.stop();
      await events.stop();
      await apiKeyTraffic.stop();
      await revocations.stop();
      await Promise.all(Object.values(upstreamClients).map((client) => client.close()));
    },
  };
}
