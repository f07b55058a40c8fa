import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs, type GraphQLFormattedError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BffConfig } from './config.js';
import { createContext, parseIdempotencyKey, type Context } from './context.js';
import { formatError } from './errors.js';
import { createOperationGate } from './operations.js';
import { isAllowedSocketOrigin } from './origins.js';
import { createWebHandler } from './static.js';
import { handleFiles, isFilePath } from './files.js';
import { jitExecutor } from './jit-executor.js';
import { ApiKeyTraffic } from './api-key-traffic.js';
import { EventHub } from './events.js';
import { SessionRevocations } from './revocations.js';
import { buildSchema } from './schema.js';
import { readPresentedTokens, SessionManager, type ViewerClaims } from './session.js';
import { handleSocialSignIn, isSocialSignInPath } from './social-sign-in.js';
import { UpstreamClient } from './upstream/client.js';
import { createUpstreams } from './modules/index.js';

const MAX_BODY_BYTES = 1024 * 1024;
/** The largest message a socket without a session may send: a connection_init with a token, a sign-in. */
const MAX_ANONYMOUS_MESSAGE_BYTES = 16 * 1024;

export type Bff = {
  server: http.Server;
  upstreamClients: { account: UpstreamClient; treasury: UpstreamClient; invoicing: UpstreamClient };
  /** Reports the API key uses counted so far (it also happens every few seconds, and on close). */
  flushApiKeyUses: () => Promise<void>;
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

/** How much of a refused body the BFF still reads (and drops) so its 413 reaches the client, instead of a reset. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

const bodyTooLarge = () => Object.assign(new Error(`Request body too large: at most ${MAX_BODY_BYTES / 1024 / 1024} MB.`), { status: 413 });

/**
 * Reads a GraphQL request's body, at most MAX_BODY_BYTES. A larger body is
 * refused with 413; its bytes are read and dropped until it ends (or
 * MAX_DRAIN_BYTES), because closing a socket the client is still writing to
 * resets it, and the client would see a broken connection instead of the answer.
 */
function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = Number.isFinite(declared) && declared > MAX_BODY_BYTES;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > MAX_DRAIN_BYTES) request.destroy();
        return;
      }
      if (size > MAX_BODY_BYTES) {
        refused = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    request.on('end', () => (refused ? reject(bodyTooLarge()) : resolve(Buffer.concat(chunks).toString('utf8'))));
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
  const api = createUpstreams(upstreamClients);
  const revocations = new SessionRevocations(config.accountUrl, config.eventsDatabaseUrl, logger);
  const sessions = new SessionManager(api.session, config.accountUrl, config.secureCookies, revocations);
  const events = new EventHub(config.eventsDatabaseUrl, logger);
  const apiKeyTraffic = new ApiKeyTraffic(api.apiKeys, config.apiKeyRatePerMinute, logger);
  const schema = buildSchema();

  const armor = new ApolloArmor({
    // Depth counts fields: Relay's fragment spreads and inline fragments on an interface add no nesting.
    maxDepth: { n: config.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: config.maxAliases },
    maxDirectives: { n: 20 },
    // Token limits are enforced by graphql-js's own parser (gate.parseOptions):
    // armor's plugin re-parses in a hook, turning syntax errors into 500s.
    maxTokens: { enabled: false },
    // The cost is judged with the variables (a page size given as a variable
    // costs what the literal does), in the operation gate.
    costLimit: { enabled: false },
    // Suggestions are hidden by `formatOperationError` on both transports.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const gate = createOperationGate(schema, { maxCost: config.maxCost, maxTokens: config.maxTokens, introspection: config.introspection }, protection.validationRules);

  const server = http.createServer();
  const logError = (error: unknown) => logger.error({ err: error }, 'graphql error');
  /** Every error either transport sends: upstream codes mapped, internals masked, and without introspection no "Did you mean" hints at the schema. */
  const formatOperationError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const shown = formatError(formatted, error, logError);
    if (config.introspection || !/ Did you mean /.test(shown.message)) return shown;
    return { ...shown, message: shown.message.replace(/ Did you mean .*$/s, '') };
  };

  /**
   * Admits an operation of an integrator's API key under its rate limit (and
   * counts it), or says when it may come again: one call per HTTP request and
   * per operation on a socket.
   */
  const admitApiKey = (viewer: ViewerClaims | null, ip: string | undefined) => (viewer?.apiKeyId ? apiKeyTraffic.admit({ ...viewer, apiKeyId: viewer.apiKeyId }, ip) : ({ allowed: true } as const));
  const rateLimitedMessage = (seconds: number) => `Too many requests for this API key. Try again in ${seconds} seconds.`;

  // A graphql-ws message is one JSON frame: bounded like an HTTP body, and a
  // larger frame closes the socket (1009) before it is buffered or parsed.
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_BODY_BYTES,
    // Cross-site WebSocket hijacking: a browser sends its cookies with a
    // socket opened by any page, so a socket that would use them must come
    // from one of the app's origins (an integrator's token needs no check).
    verifyClient: ({ req }, accept) => {
      const cookies = readPresentedTokens(req.headers.cookie, undefined);
      const usesCookies = Boolean(cookies.accessToken || cookies.refreshToken || cookies.twoFactorChallenge);
      if (!usesCookies || isAllowedSocketOrigin(req, config)) return accept(true);
      logger.warn({ origin: req.headers.origin, ip: clientAddress(req, config.trustProxy) }, 'WebSocket refused: origin not allowed');
      accept(false, 403, 'Origin not allowed');
    },
  });

  // Until a socket has a session it may send only small messages (a
  // connection_init with a token, a sign-in): a larger one closes it (1009)
  // before graphql-ws parses its JSON, so anonymous sockets cost next to
  // nothing however much they send. A frame over maxPayload is refused by
  // `ws` itself, which closes the socket (1009) and then emits the error that
  // graphql-ws would print as an internal one: it is an expected refusal.
  const withSession = new WeakSet<WebSocket>();
  wss.on('connection', (socket, request) => {
    const emit = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => boolean;
    const refuse = (size: number) => logger.warn({ ip: clientAddress(request, config.trustProxy), size }, 'WebSocket closed: message too large');
    socket.emit = ((event: string, ...args: unknown[]) => {
      if (event === 'message' && !withSession.has(socket)) {
        const data = args[0] as Buffer | ArrayBuffer | Buffer[];
        const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
        if (size > MAX_ANONYMOUS_MESSAGE_BYTES) {
          refuse(size);
          socket.close(1009, 'Message too large');
          request.socket.destroySoon();
          return true;
        }
      }
      if (event === 'error' && (args[0] as { code?: string } | undefined)?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        refuse(MAX_BODY_BYTES);
        // ws has queued its 1009 close frame and would go on reading (and
        // dropping) the rest of the frame while it waits for the client's
        // close: megabytes an attacker chooses. End the connection once the
        // close frame is out instead.
        request.socket.destroySoon();
        return true;
      }
      return emit(event, ...args);
    }) as typeof socket.emit;
  });

  type SocketState = { viewer: ViewerClaims | null; clientIp?: string; twoFactorChallenge?: string; expiryTimer?: NodeJS.Timeout; unwatch?: () => void };
  const wsServer = useServer<Record<string, unknown> | undefined, { state?: SocketState }>(
    {
      schema,
      connectionInitWaitTimeout: config.socketInitTimeoutMs,
      // The same session as HTTP: the upgrade request's cookies, or an
      // `authorization` connection parameter for integrators.
      onConnect: async (ctx) => {
        const authorization = typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : ctx.extra.request.headers.authorization;
        const tokens = readPresentedTokens(ctx.extra.request.headers.cookie, authorization);
        const viewer = tokens.apiKey || tokens.accessToken ? (await sessions.resolve(tokens, randomUUID())).viewer : null;
        const state: SocketState = { viewer, clientIp: clientAddress(ctx.extra.request, config.trustProxy), twoFactorChallenge: tokens.twoFactorChallenge };
        if (viewer) withSession.add(ctx.extra.socket);
        ctx.extra.state = state;
        // A socket lives no longer than its access token (the client
        // reconnects with a fresh one); one without a session, a short while.
        const ms = viewer ? Math.max(0, viewer.expiresAt * 1000 - Date.now()) : config.anonymousSocketMs;
        state.expiryTimer = setTimeout(() => ctx.extra.socket.close(CloseCode.Unauthorized, viewer ? 'Session expired' : 'Sign in to keep the connection'), ms).unref();
        // Nor longer than its session: a revocation (sign-out, a removed member) closes it at once.
        if (viewer) state.unwatch = revocations.watch(viewer.sessionId, () => ctx.extra.socket.close(CloseCode.Unauthorized, 'Session ended'));
        return true;
      },
      onClose: (ctx) => {
        clearTimeout(ctx.extra.state?.expiryTimer);
        ctx.extra.state?.unwatch?.();
      },
      // Each operation on a socket passes the gate HTTP requests pass, in
      // the same order, before any other work: the API key's rate limit, the
      // token limit while parsing, the validation rules, then what needs the
      // variables. Each gets its own context (fresh loaders, request id).
      onSubscribe: async (ctx, _id, payload) => {
        const state = ctx.extra.state ?? { viewer: null };
        const admitted = admitApiKey(state.viewer, state.clientIp);
        if (!admitted.allowed) {
          return [new GraphQLError(rateLimitedMessage(admitted.retryAfterSeconds), { extensions: { code: 'RATE_LIMITED', retryAfter: admitted.retryAfterSeconds } })];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, gate.parseOptions);
        } catch (error) {
          return [new GraphQLError((error as Error).message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        const invalid = validate(schema, document, [...specifiedRules, ...gate.validationRules]);
        if (invalid.length > 0) return invalid.map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        const refused = gate.check(document, payload.operationName, payload.variables);
        if (refused.length > 0) return refused;
        let idempotencyKey: string | undefined;
        try {
          idempotencyKey = parseIdempotencyKey(payload.extensions?.idempotencyKey);
        } catch (error) {
          return [error as GraphQLError];
        }
        const requestId = randomUUID();
        logger.debug({ requestId, operationName: payload.operationName ?? undefined, ip: state.clientIp }, 'WebSocket operation');
        const contextValue = createContext({
          requestId,
          viewer: state.viewer,
          api,
          sessions,
          events,
          usesCookies: false,
          setCookies: [],
          clientIp: state.clientIp,
          twoFactorChallenge: state.twoFactorChallenge,
          idempotencyKey,
        });
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatOperationError(error.toJSON(), error)) as never,
      onNext: (_ctx, _id, _payload, _args: ExecutionArgs, result) => {
        if ('errors' in result && result.errors) {
          return { ...result, errors: result.errors.map((error) => formatOperationError(error.toJSON(), error)) } as never;
        }
        return undefined;
      },
    },
    wss,
  );

  const apollo = new ApolloServer<Context>({
    gateway: jitExecutor(schema),
    // Introspection is refused by the gate's validation rules, on both transports.
    introspection: true,
    csrfPrevention: true,
    // The process's owner (start.ts, bff/main.ts) handles SIGINT/SIGTERM and
    // calls close(); Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: !config.introspection,
    validationRules: gate.validationRules,
    parseOptions: gate.parseOptions,
    formatError: formatOperationError,
    plugins: [
      ...protection.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // We set no cache hints (responses are per-user); the default plugin
      // would wrap every field resolver to compute them, at a cost on every row.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsServer.dispose();
            },
          };
        },
      },
      {
        // Subscriptions live on the WebSocket; over HTTP they are refused with directions.
        async requestDidStart() {
          return {
            async didResolveOperation({ operation, document, request }) {
              if (operation?.operation === 'subscription') {
                throw new GraphQLError('Subscriptions are served over WebSocket at /graphql (graphql-transport-ws), not over HTTP.', {
                  extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
                });
              }
              const [refused] = gate.check(document, request.operationName, request.variables);
              if (refused) throw refused;
            },
          };
        },
      },
    ],
  });

  const serveWeb = createWebHandler(config, logger);

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
    const admitted = admitApiKey(session.viewer, ip);
    if (!admitted.allowed) {
      response.setHeader('retry-after', String(admitted.retryAfterSeconds));
      response.setHeader('x-request-id', requestId);
      return sendJson(response, 429, {
        errors: [{ message: rateLimitedMessage(admitted.retryAfterSeconds), extensions: { code: 'RATE_LIMITED', retryAfter: admitted.retryAfterSeconds } }],
      });
    }
    let idempotencyKey: string | undefined;
    try {
      const fromBody = (body as { extensions?: { idempotencyKey?: unknown } } | undefined)?.extensions?.idempotencyKey;
      idempotencyKey = parseIdempotencyKey(headers.get('idempotency-key') ?? fromBody);
    } catch (error) {
      const refusal = error as GraphQLError;
      response.setHeader('x-request-id', requestId);
      return sendJson(response, 400, { errors: [{ message: refusal.message, extensions: refusal.extensions }] });
    }
    const context = createContext({
      requestId,
      idempotencyKey,
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
    if (logger.isLevelEnabled('debug')) {
      const started = performance.now();
      response.once('finish', () =>
        logger.debug(
          { method: request.method, path: url.pathname, status: response.statusCode, ms: Math.round(performance.now() - started), requestId: response.getHeader('x-request-id') },
          'request',
        ),
      );
    }
    const done = (error: unknown) => {
      const status = (error as { status?: number }).status ?? 500;
      if (status >= 500) logger.error({ err: error }, 'request failed');
      if (!response.headersSent)
        sendJson(response, status, {
          errors: [{ message: status === 413 ? (error as Error).message : 'There was a problem on the server.', extensions: { code: status === 413 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }],
        });
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
      const deps = { socialSignIn: api.socialSignIn, sessions, appUrl: config.appUrl, secureCookies: config.secureCookies, clientIp: clientAddress(request, config.trustProxy) };
      handleSocialSignIn(request, response, url, deps).catch(done);
      return;
    }
    if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
    if (url.pathname === '/readyz') return sendJson(response, 200, { status: 'ready' });
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
