import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { GraphQLError, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { jitSubscriber } from '../jit-executor.js';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BffConfig } from '../config.js';
import { parseIdempotencyKey, switchViewer, type Context, type SocketLease } from '../context.js';
import { isAllowedSocketOrigin } from '../origins.js';
import type { SessionRevocations } from '../revocations.js';
import {
  readPresentedTokens,
  type PresentedTokens,
  type SessionManager,
  type ViewerClaims,
} from '../session.js';
import type { NewContext } from './graphql.js';
import { UpstreamUnavailableError } from '../upstream/errors.js';
import type { OperationPolicy } from './policy.js';
import { clientAddress, MAX_BODY_BYTES } from './request.js';

/** The largest message a socket without a session may send: a connection_init with a token, a sign-in. */
const MAX_ANONYMOUS_MESSAGE_BYTES = 16 * 1024;

type SocketState = {
  viewer: ViewerClaims | null;
  clientIp?: string;
  /** The page origin its operations' feature flags see (`OperationPolicy.flagOrigin` of the upgrade request). */
  origin?: string;
  twoFactorChallenge?: string;
  expiryTimer?: NodeJS.Timeout;
  unwatch?: () => void;
  /** When the socket opened (milliseconds since the epoch). */
  openedAt: number;
  /** The invoice-link watches it carries, each ended should the socket close first. */
  linkWatches: Set<() => void>;
  /** The contexts of its operations under way, by id: an API key's renewed token reaches them. */
  operations: Map<string, Context>;
};

/** Invoice-link watches held by each client address's sockets, on this BFF instance. */
type WatchesByAddress = Map<string, number>;

type SocketDeps = {
  schema: GraphQLSchema;
  config: BffConfig;
  sessions: SessionManager;
  revocations: SessionRevocations;
  policy: OperationPolicy;
  newContext: NewContext;
  logger: Logger;
  /** Counts each operation admitted or refused (the BFF's metrics). */
  countOperation?: (
    admitted: readonly GraphQLError[] | ExecutionArgs,
    operationName: string | null | undefined,
  ) => void;
};

/**
 * GraphQL over WebSocket (graphql-ws) at /graphql, on the BFF's HTTP server.
 * Every operation passes what an HTTP request passes, through the same
 * policy: payload size, Origin, session, client address, the API key's rate
 * limit, the token, depth, alias and cost limits, the Idempotency-Key.
 */
export function serveGraphQLOverWebSocket(
  server: http.Server,
  deps: SocketDeps,
): { dispose: () => void | Promise<void>; connections: () => number } {
  const wss = socketServer(server, deps);
  const watchesByAddress: WatchesByAddress = new Map();
  const served = useServer<Record<string, unknown> | undefined, { state?: SocketState }>(
    {
      schema: deps.schema,
      // Each event runs the subscription's selection once for every subscriber: compiled, as HTTP operations are.
      subscribe: jitSubscriber(deps.schema) as never,
      connectionInitWaitTimeout: deps.config.socketInitTimeoutMs,
      onConnect: (ctx) => openSession(ctx.connectionParams, ctx.extra, deps),
      onClose: (ctx) => {
        clearTimeout(ctx.extra.state?.expiryTimer);
        ctx.extra.state?.unwatch?.();
        for (const end of ctx.extra.state?.linkWatches ?? []) end();
      },
      onSubscribe: async (ctx, id, payload) => {
        const state = ctx.extra.state;
        if (!state) return [new GraphQLError('The connection is not initialised.')];
        const lease = linkWatchLease(state, ctx.extra.socket, watchesByAddress, deps.config);
        const admitted = await admitOperation(state, lease, payload, deps);
        deps.countOperation?.(admitted, payload.operationName);
        if ('contextValue' in admitted) state.operations.set(id, admitted.contextValue as Context);
        return admitted;
      },
      onComplete: (ctx, id) => void ctx.extra.state?.operations.delete(id),
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => deps.policy.formatError(error.toJSON(), error)) as never,
      // Every answer says what its operation cost, as over HTTP (a subscription's events, what it cost to start).
      onNext: (_ctx, _id, _payload, args: ExecutionArgs, result) => {
        const cost = (args.contextValue as Context | undefined)?.cost;
        const errors =
          'errors' in result && result.errors
            ? result.errors.map((error) => deps.policy.formatError(error.toJSON(), error))
            : undefined;
        if (!errors && !cost) return undefined;
        return {
          ...result,
          ...(errors ? { errors } : {}),
          ...(cost ? { extensions: { ...result.extensions, cost } } : {}),
        } as never;
      },
    },
    wss,
  );
  return { dispose: () => served.dispose(), connections: () => wss.clients.size };
}

/** Sockets that have a session: only they may send messages larger than MAX_ANONYMOUS_MESSAGE_BYTES. */
const withSession = new WeakSet<WebSocket>();

/**
 * The `ws` server. A graphql-ws message is one JSON frame: bounded like an
 * HTTP body, and a larger frame closes the socket (1009) before it is
 * buffered or parsed.
 */
function socketServer(server: http.Server, { config, logger }: SocketDeps): WebSocketServer {
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_BODY_BYTES,
    // Cross-site WebSocket hijacking: a browser sends its cookies with a
    // socket opened by any page, so a socket that would use them must come
    // from one of the app's origins (an integrator's token needs no check).
    verifyClient: ({ req }, accept) => {
      const cookies = readPresentedTokens(req.headers.cookie, undefined);
      const usesCookies = Boolean(
        cookies.accessToken || cookies.refreshToken || cookies.twoFactorChallenge,
      );
      if (!usesCookies || isAllowedSocketOrigin(req, config)) return accept(true);
      logger.warn(
        { origin: req.headers.origin, ip: clientAddress(req, config.trustProxy) },
        'WebSocket refused: origin not allowed',
      );
      accept(false, 403, 'Origin not allowed');
    },
  });

  // Until a socket has a session it may send only small messages (a
  // connection_init with a token, a sign-in): a larger one closes it (1009)
  // before graphql-ws parses its JSON, so anonymous sockets cost next to
  // nothing however much they send. A frame over maxPayload is refused by
  // `ws` itself, which closes the socket (1009) and then emits the error that
  // graphql-ws would print as an internal one: it is an expected refusal.
  wss.on('connection', (socket, request) => {
    const emit = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => boolean;
    const refuse = (size: number) =>
      logger.warn(
        { ip: clientAddress(request, config.trustProxy), size },
        'WebSocket closed: message too large',
      );
    socket.emit = ((event: string, ...args: unknown[]) => {
      if (event === 'message' && !withSession.has(socket)) {
        const data = args[0] as Buffer | ArrayBuffer | Buffer[];
        const size = Array.isArray(data)
          ? data.reduce((sum, part) => sum + part.length, 0)
          : data.byteLength;
        if (size > MAX_ANONYMOUS_MESSAGE_BYTES) {
          refuse(size);
          socket.close(1009, 'Message too large');
          request.socket.destroySoon();
          return true;
        }
      }
      if (
        event === 'error' &&
        (args[0] as { code?: string } | undefined)?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'
      ) {
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
  return wss;
}

/**
 * The same session as HTTP: the upgrade request's cookies, or an
 * `authorization` connection parameter for integrators.
 */
async function openSession(
  connectionParams: Record<string, unknown> | undefined,
  extra: { socket: WebSocket; request: http.IncomingMessage; state?: SocketState },
  { sessions, revocations, config, policy }: SocketDeps,
): Promise<boolean> {
  const authorization = authorizationParam(connectionParams) ?? extra.request.headers.authorization;
  const tokens = readPresentedTokens(extra.request.headers.cookie, authorization);
  let viewer: ViewerClaims | null = null;
  try {
    // Never refreshed here: a socket cannot set the rotated cookies, and the browser's next request
    // would present the refresh token this spent (a reuse, which ends the session). The web refreshes
    // over HTTP before it reconnects (web/relay/environment.ts).
    if (tokens.apiKey || tokens.accessToken)
      viewer = (await sessions.resolve({ ...tokens, refreshToken: undefined }, randomUUID()))
        .viewer;
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    // 1013, Try Again Later: the account service did not answer while the key was traded.
    extra.socket.close(1013, 'UPSTREAM_UNAVAILABLE');
    return false;
  }
  // An unknown, revoked or expired API key is refused as over HTTP (UNAUTHENTICATED), and at once:
  // 4401 is final for graphql-ws clients, which then report it rather than retry a key that cannot work.
  if (tokens.apiKey && !viewer) {
    extra.socket.close(CloseCode.Unauthorized, UNKNOWN_KEY_REASON);
    return false;
  }
  const state: SocketState = {
    viewer,
    clientIp: clientAddress(extra.request, config.trustProxy),
    origin: policy.flagOrigin(extra.request),
    twoFactorChallenge: tokens.twoFactorChallenge,
    openedAt: Date.now(),
    linkWatches: new Set(),
    operations: new Map(),
  };
  if (viewer) withSession.add(extra.socket);
  extra.state = state;
  if (viewer?.apiKeyId) renewKeyToken(state, extra.socket, tokens, sessions);
  else if (viewer)
    // A session's socket lives no longer than its access token: it closes with a code graphql-ws
    // clients retry, and the client reconnects with the fresh token its session refreshed.
    closeAfter(
      state,
      extra.socket,
      viewer.expiresAt * 1000 - Date.now(),
      SESSION_EXPIRED_REASON,
      SESSION_EXPIRED_CODE,
    );
  // One without a session, a short while.
  else closeAfter(state, extra.socket, config.anonymousSocketMs, ANONYMOUS_CLOSE_REASON);
  // Nor longer than its session: a revocation (sign-out, a removed member) closes it at once.
  if (viewer)
    state.unwatch = revocations.watch(viewer.sessionId, () =>
      extra.socket.close(CloseCode.Unauthorized, 'Session ended'),
    );
  return true;
}

const ANONYMOUS_CLOSE_REASON = 'Sign in to keep the connection';

/**
 * How a member's session socket closes when its access token expires: not
 * 4401 (Unauthorized), which graphql-ws clients take as final (graphql-ws 6,
 * client.js `shouldRetryConnectOrThrow`: so are 4004, 4005, 4400, 4406, 4409,
 * 4429, 4500, and 1002 to 1999 but for 1005, 1006, 1012, 1013 and 1014), but a
 * code of the 4000 range they retry by default, named after HTTP's unofficial
 * 419 ("authentication timeout"). The session is not over: the client
 * reconnects with the access token its session refreshed.
 */
export const SESSION_EXPIRED_CODE = 4419;
export const SESSION_EXPIRED_REASON = 'Session token expired: reconnect';
/** Why a socket presenting an API key that is no viewer is closed (4401). */
export const UNKNOWN_KEY_REASON = 'Unknown, revoked or expired API key';

/**
 * The `authorization` connection parameter in any letter case, as HTTP header
 * names are: GraphiQL sends a tab's headers (`Authorization: Bearer …`) as the
 * connection parameters, and clients differ in how they spell it. The first
 * string one counts, as Node keeps the first of repeated Authorization headers.
 */
function authorizationParam(params: Record<string, unknown> | undefined): string | undefined {
  for (const [name, value] of Object.entries(params ?? {}))
    if (name.toLowerCase() === 'authorization' && typeof value === 'string') return value;
  return undefined;
}

/** How long before an API key's token expires its socket trades the key again (at most half its lifetime). */
const KEY_RENEWAL_MARGIN_MS = 30_000;

/**
 * An API key's socket lives as long as the key, not as the 15-minute token it
 * was traded for: shortly before the token expires the key is traded again,
 * and the socket's operations under way (its subscriptions) go on with the
 * new token. A key revoked or expired meanwhile closes the socket (4401, as a
 * new socket would be refused); so does a revocation or a change of its
 * role's permissions at once, through the session watch. An account service
 * that does not answer closes it with 1013, which graphql-ws clients retry.
 */
function renewKeyToken(
  state: SocketState,
  socket: WebSocket,
  tokens: PresentedTokens,
  sessions: SessionManager,
): void {
  const left = (state.viewer?.expiresAt ?? 0) * 1000 - Date.now();
  const ms = Math.max(0, left - Math.min(KEY_RENEWAL_MARGIN_MS, left / 2));
  clearTimeout(state.expiryTimer);
  state.expiryTimer = setTimeout(() => {
    sessions.resolve(tokens, randomUUID()).then(
      ({ viewer }) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!viewer) return socket.close(CloseCode.Unauthorized, UNKNOWN_KEY_REASON);
        state.viewer = viewer;
        for (const context of state.operations.values()) switchViewer(context, viewer);
        renewKeyToken(state, socket, tokens, sessions);
      },
      (error: unknown) =>
        socket.close(
          error instanceof UpstreamUnavailableError ? 1013 : 1011,
          error instanceof UpstreamUnavailableError ? 'UPSTREAM_UNAVAILABLE' : 'Internal error',
        ),
    );
  }, ms).unref();
}

/** (Re)sets when the socket is closed (4401 unless `code` says otherwise), with the reason the client reads. */
function closeAfter(
  state: SocketState,
  socket: WebSocket,
  ms: number,
  reason: string,
  code: number = CloseCode.Unauthorized,
): void {
  clearTimeout(state.expiryTimer);
  state.expiryTimer = setTimeout(() => socket.close(code, reason), Math.max(0, ms)).unref();
}

/**
 * How a subscription on this socket holds a buyer's watch of an invoice link
 * (the checkout page, which has no session). A socket without a session
 * lives `anonymousSocketMs`; while it carries a watch, until
 * `linkWatchSocketMs` after it opened, and once its last watch ends, a short
 * while again (never past that bound). A socket with a session keeps its
 * session's lifetime. One socket holds at most `linkWatchesPerSocket`
 * watches, the sockets of one client address `linkWatchesPerAddress`: each
 * watch is a socket held open and an upstream read at every change.
 */
function linkWatchLease(
  state: SocketState,
  socket: WebSocket,
  watchesByAddress: WatchesByAddress,
  config: BffConfig,
): SocketLease {
  const address = state.clientIp ?? '';
  const bound = () => state.openedAt + config.linkWatchSocketMs - Date.now();
  return {
    holdLinkWatch(end) {
      if (state.linkWatches.size >= config.linkWatchesPerSocket)
        throw tooManyWatches(
          `This connection already watches ${config.linkWatchesPerSocket} invoice links.`,
        );
      const ofAddress = watchesByAddress.get(address) ?? 0;
      if (ofAddress >= config.linkWatchesPerAddress)
        throw tooManyWatches('Too many invoice links are watched from this address.');
      watchesByAddress.set(address, ofAddress + 1);
      state.linkWatches.add(end);
      if (!state.viewer && state.linkWatches.size === 1)
        closeAfter(state, socket, bound(), 'Watched long enough: open the link again');
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        state.linkWatches.delete(end);
        const left = (watchesByAddress.get(address) ?? 1) - 1;
        if (left > 0) watchesByAddress.set(address, left);
        else watchesByAddress.delete(address);
        if (!state.viewer && state.linkWatches.size === 0 && socket.readyState === socket.OPEN)
          closeAfter(
            state,
            socket,
            Math.min(config.anonymousSocketMs, bound()),
            ANONYMOUS_CLOSE_REASON,
          );
      };
    },
  };
}

const tooManyWatches = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'RATE_LIMITED' } });

/**
 * Each operation on a socket passes the gate HTTP requests pass, in the same
 * order, before any other work: the API key's rate limit, the token limit
 * while parsing, the validation rules, then what needs the variables and the
 * operation's price, taken from its bucket (`OperationPolicy.price`, as over
 * HTTP). Each gets its own context (fresh loaders, request id).
 */
async function admitOperation(
  state: SocketState,
  lease: SocketLease,
  payload: {
    query: string;
    /** A persisted document's id; graphql-ws wants a `query` beside it, which is then empty. */
    documentId?: unknown;
    operationName?: string | null;
    variables?: Record<string, unknown> | null;
    extensions?: Record<string, unknown> | null;
  },
  { schema, policy, newContext, logger }: SocketDeps,
): Promise<readonly GraphQLError[] | ExecutionArgs> {
  const requestId = randomUUID();
  const admitted = await policy.admit(state.viewer, state.clientIp, requestId);
  if (!admitted.allowed) return [admitted.refusal];
  const asked = policy.documents.resolve(
    { query: payload.query, documentId: payload.documentId },
    { apiKey: state.viewer?.apiKeyId !== undefined },
  );
  if (asked instanceof GraphQLError) return [asked];
  const document = policy.gate.document(asked.text);
  if (Array.isArray(document)) {
    await policy.chargeRefusedDocument(state.viewer, requestId);
    return document;
  }
  let idempotencyKey: string | undefined;
  try {
    idempotencyKey = parseIdempotencyKey(payload.extensions?.idempotencyKey);
  } catch (error) {
    return [error as GraphQLError];
  }
  logger.debug(
    { requestId, operationName: payload.operationName ?? undefined, ip: state.clientIp },
    'WebSocket operation',
  );
  const contextValue = newContext({
    requestId,
    viewer: state.viewer,
    usesCookies: false,
    setCookies: [],
    clientIp: state.clientIp,
    origin: state.origin,
    twoFactorChallenge: state.twoFactorChallenge,
    idempotencyKey,
    socket: lease,
  });
  const refused = await policy.price(
    document,
    payload.operationName,
    payload.variables,
    contextValue,
  );
  if (refused.length > 0) return refused;
  return {
    schema,
    document,
    operationName: payload.operationName,
    variableValues: payload.variables,
    contextValue,
  };
}
