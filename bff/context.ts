import { graphQLError } from './errors.js';
import type { EventHub } from './events.js';
import type { FeatureFlags } from './feature-flags.js';
import type { Loaders, Upstreams } from './modules/index.js';
import type { SessionManager, ViewerClaims } from './session.js';
import type { CallerIdentity } from './upstream/client.js';

export type { Upstreams } from './modules/index.js';

/**
 * How a context makes its loaders: the modules' (`createLoaders` and
 * `createViewerLoaders` of modules/index.ts), given by the server that makes
 * contexts, so that this module imports none of the modules that import it.
 */
export type LoaderFactory = {
  all(caller: CallerIdentity, api: Upstreams): Loaders;
  /** The viewer's own records, read with each subscriber's own session. */
  viewer(caller: CallerIdentity, api: Upstreams): Partial<Loaders>;
};

/** What a subscription may ask of the WebSocket that carries it (an HTTP request has none). */
export type SocketLease = {
  /**
   * Keeps the socket open while it carries a buyer's watch of an invoice link
   * (a socket without a session is otherwise closed soon), within the
   * socket's bounds, and answers how to let go. `end` is called should the
   * socket close first. Refused (RATE_LIMITED) past the number of watches one
   * socket, or one client address, may hold.
   */
  holdLinkWatch(end: () => void): () => void;
};

/** What every resolver gets: who is asking, in which organisation, and how to reach the services. */
export type Context = {
  requestId: string;
  viewer: ViewerClaims | null;
  caller: CallerIdentity;
  api: Upstreams;
  loaders: Loaders;
  loaderFactory: LoaderFactory;
  sessions: SessionManager;
  events: EventHub;
  /** The feature flags, evaluated for the request's viewer (`requireFeature`). */
  flags: FeatureFlags;
  /** The deployment's page origin the request was addressed to (`flagOrigin`, never its Origin header), a feature flag's attribute. */
  origin?: string;
  /** Whether the request carried an API key that is unknown, revoked or expired (it then has no viewer). */
  apiKeyRefused?: boolean;
  /** Whether the request came from a browser session (cookies) rather than a bearer token. */
  usesCookies: boolean;
  /** Set-Cookie values to send with the HTTP response. */
  setCookies: string[];
  /** The refresh token presented, for signing out. */
  refreshToken?: string;
  /** A pending second-factor sign-in (from its httpOnly cookie). */
  twoFactorChallenge?: string;
  /** The end user's address. */
  clientIp?: string;
  /** The WebSocket the operation came on; none over HTTP. */
  socket?: SocketLease;
  /** The client's Idempotency-Key for this operation's mutations (header, or `extensions.idempotencyKey` on the socket). */
  idempotencyKey?: string;
  /** What the operation cost and what its bucket holds, once priced (`OperationPolicy.price`): every answer's `extensions.cost`. */
  cost?: OperationCost;
};

/** The bucket an operation drew on, as `extensions.cost.throttleStatus` shows it. */
export type ThrottleStatus = {
  /** The bucket's size in points. */
  maximumAvailable: number;
  /** The points it holds after this operation. */
  currentlyAvailable: number;
  /** Points restored per second. */
  restoreRate: number;
};

/** An answer's `extensions.cost`, after Shopify's. */
export type OperationCost = {
  /** The cost computed from the document and its variables before any work. */
  requestedQueryCost: number;
  /** What was taken from the bucket: the requested cost (nothing is refunded), 0 when throttled. */
  actualQueryCost: number;
  /** The caller's bucket; null for an operation without a session (signing in, a buyer's invoice link), which has none. */
  throttleStatus: ThrottleStatus | null;
};

/** An Idempotency-Key as a client may send it: 1 to 255 printable ASCII characters (like Stripe's keys). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

/**
 * Reads the client's Idempotency-Key (the `Idempotency-Key` header over HTTP,
 * `extensions.idempotencyKey` over the WebSocket): absent is fine, anything
 * else than 1 to 255 printable ASCII characters is BAD_USER_INPUT.
 */
export function parseIdempotencyKey(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY.test(raw)) {
    throw graphQLError(
      'BAD_USER_INPUT',
      'The Idempotency-Key header (extensions.idempotencyKey on the WebSocket) must be 1 to 255 printable ASCII characters, without spaces at either end.',
      {
        field: 'Idempotency-Key',
      },
    );
  }
  return raw;
}

/** A request's context from what the HTTP or WebSocket layer knows of it: the caller and the loaders follow from those. */
export function createContext(input: Omit<Context, 'caller' | 'loaders'>): Context {
  const caller: CallerIdentity = {
    requestId: input.requestId,
    accessToken: input.viewer?.accessToken,
    organizationId: input.viewer?.organizationId,
    clientIp: input.clientIp,
  };
  return { ...input, caller, loaders: input.loaderFactory.all(caller, input.api) };
}

/** Points the context at a new session (after signing in) with fresh loaders. */
export function switchViewer(context: Context, viewer: ViewerClaims | null): void {
  context.viewer = viewer;
  // The mutation under way keeps its Idempotency-Key writes in the new session.
  context.caller = {
    requestId: context.requestId,
    accessToken: viewer?.accessToken,
    organizationId: viewer?.organizationId,
    clientIp: context.clientIp,
    idempotency: context.caller.idempotency,
  };
  context.loaders = context.loaderFactory.all(context.caller, context.api);
}

/**
 * Forgets what the context's loaders loaded. A subscription keeps one context
 * for all its events; each event must read its records as they are now, not
 * as an earlier event loaded them.
 */
export function freshLoaders(context: Context): void {
  context.loaders = context.loaderFactory.all(context.caller, context.api);
}

/** Loaders of an event, by the organisation and permissions of the subscribers they serve (see `loadersForEvent`). */
const eventLoaders = new WeakMap<object, Map<string, Loaders>>();

/**
 * Fresh loaders for one event of a subscription, shared by every subscriber
 * of the same organisation holding the same permissions. The event hub hands
 * one event object to all the subscribers it reaches; without sharing, each
 * of a thousand subscribers read the changed record and what it shows (its
 * account, its counterparty, its people) on its own, a thousand upstream
 * calls per change for one answer. What the services answer depends on the
 * caller's organisation and permissions only, except the viewer's own
 * records (`createViewerLoaders`), which each subscriber reads with its own
 * session.
 */
export function loadersForEvent(context: Context, event: object): void {
  const viewer = context.viewer;
  if (!viewer) return freshLoaders(context);
  const group = `${viewer.organizationId}|${[...viewer.permissions].sort().join(',')}`;
  let groups = eventLoaders.get(event);
  if (!groups) {
    groups = new Map();
    eventLoaders.set(event, groups);
  }
  let shared = groups.get(group);
  if (!shared) {
    shared = context.loaderFactory.all(context.caller, context.api);
    groups.set(group, shared);
  }
  context.loaders = { ...shared, ...context.loaderFactory.viewer(context.caller, context.api) };
}
