/**
 * The one privacy filter analytics and error reporting run everything
 * through before it leaves the browser. No amount, name, email or identity
 * number (NIK, NPWP, bank account) may be sent. Names cannot be recognised
 * in free text, so the filter works by allowing: only the keys named here
 * pass, each value is masked where it looks like an amount, an email or a
 * long number, and addresses are reduced to their route pattern (no ids, no
 * query string, no fragment).
 */

/** What a masked part of a text reads as. */
export const MASK = '[redacted]';

/** How much of a text is kept (the spec's analytics cap on text). */
export const MAX_TEXT = 255;

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
/** "Rp 1.250.000,00", "Rp1,250,000.00", "IDR 6.500": a currency and what follows it. */
const CURRENCY_AMOUNT = /\b(?:Rp|IDR|USD)\s?[-−]?\d(?:[\d.,]|\s(?=\d))*/gi;
/** "1.250.000,00", "1,250,000.00", "2500000.50", "6,500": digits with thousands or decimal separators. */
const SEPARATED_NUMBER = /\d{1,3}(?:[.,\s]\d{3})+(?:[.,]\d{1,2})?|\d+[.,]\d{1,2}\b/g;
/**
 * Identity and account numbers: five or more digits, possibly grouped by
 * dots, dashes or spaces (NIK's 16 digits, NPWP's "01.234.567.8-901.000",
 * a bank account's 10). Shorter numbers (a page's 2, a status 500) stay.
 */
const LONG_NUMBER = /\d(?:[\d.\- ]*\d){4,}/g;
/** A quoted part of a message: where messages name things ("Payee "Sinar Jaya" not found"). */
const QUOTED = /"[^"]*"|'[^']*'|“[^”]*”|‘[^’]*’|`[^`]*`/g;

/** A text with amounts, emails, long numbers and quoted parts masked, cut at MAX_TEXT. */
export function scrubText(text: string): string {
  return text
    .slice(0, MAX_TEXT * 2)
    .replace(EMAIL, MASK)
    .replace(QUOTED, MASK)
    .replace(CURRENCY_AMOUNT, MASK)
    .replace(SEPARATED_NUMBER, MASK)
    .replace(LONG_NUMBER, MASK)
    .slice(0, MAX_TEXT);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that names a record: a UUID, a number, or a token-like run (a Relay id, a link token); `v1` is not one. */
const looksLikeId = (segment: string) =>
  UUID.test(segment) ||
  /^\d+$|\d{3}/.test(segment) ||
  (segment.length >= 16 && /^[A-Za-z0-9_=-]+$/.test(segment)) ||
  /[^A-Za-z0-9_.-]/.test(segment);

/**
 * A path's route pattern: `patternOf` (the app's route table) when it knows
 * the path; otherwise each segment that looks like an id becomes `:id`.
 * Query string and fragment are dropped.
 */
export type PatternOf = (pathname: string) => string | undefined;

export function routeOf(address: string, patternOf?: PatternOf): string {
  let url: URL;
  try {
    url = new URL(address, 'http://app.invalid');
  } catch {
    return MASK;
  }
  const own = url.origin === 'http://app.invalid' || url.origin === globalThis.location?.origin;
  const known = own ? patternOf?.(url.pathname) : undefined;
  if (known) return known;
  const path = url.pathname
    .split('/')
    .map((segment) => (segment && looksLikeId(segment) ? ':id' : segment))
    .join('/');
  return own || url.protocol === 'file:' ? path : `${url.origin}${path}`;
}

/** A property value as it may leave: short texts scrubbed, numbers and booleans as they are; anything else dropped. */
function scrubValue(value: unknown): string | number | boolean | undefined {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'boolean') return value;
  // A number could be an amount; only small counts (a page, a retry) pass.
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 10_000)
    return value;
  return undefined;
}

/** Keys whose values are opaque ids (telemetry.ts hashes them): 32 hex digits, or nothing. */
const OPAQUE_KEYS = new Set(['organization', 'replayId']);
const OPAQUE = /^[0-9a-f]{32}$/;

/**
 * Only the `allowed` keys of `properties`, each value scrubbed (`scrubValue`);
 * keys in `routes` are addresses, reduced to their pattern; opaque ids pass
 * only as such (`OPAQUE_KEYS`).
 */
export function scrubProperties(
  properties: Record<string, unknown> | undefined,
  allowed: ReadonlySet<string>,
  routes: ReadonlySet<string> = new Set(),
  patternOf?: PatternOf,
): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (!allowed.has(key)) continue;
    if (OPAQUE_KEYS.has(key)) {
      if (typeof value === 'string' && OPAQUE.test(value)) kept[key] = value;
      continue;
    }
    const scrubbed =
      routes.has(key) && typeof value === 'string' ? routeOf(value, patternOf) : scrubValue(value);
    if (scrubbed !== undefined) kept[key] = scrubbed;
  }
  return kept;
}

/** The analytics event properties the app sends (page views' `route`) and the SDK's own harmless ones. */
export const ANALYTICS_EVENT_PROPERTIES = new Set(['route', 'referrer_route', 'language']);
/** Analytics user properties: the organisation (an opaque id) and the interface language. */
export const ANALYTICS_USER_PROPERTIES = new Set(['organization', 'language']);
/** Analytics events the app sends; anything else (a remote configuration turning on autocapture) is dropped. */
export const ANALYTICS_EVENT_TYPES = new Set([
  'Page Viewed',
  'session_start',
  'session_end',
  '$identify',
  '$groupidentify',
]);

/** An analytics event (Amplitude's shape, as far as the filter reads it). */
export type AnalyticsEvent = {
  event_type: string;
  event_properties?: Record<string, unknown>;
  user_properties?: Record<string, unknown>;
  group_properties?: Record<string, unknown>;
  groups?: Record<string, unknown>;
  [field: string]: unknown;
};

/** Amplitude's identify operations (`$set`, `$setOnce`, …): each an object of user properties. */
const scrubOperations = (properties: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(properties ?? {}).map(([operation, values]) => [
      operation,
      operation.startsWith('$') && values && typeof values === 'object'
        ? scrubProperties(values as Record<string, unknown>, ANALYTICS_USER_PROPERTIES)
        : undefined,
    ]),
  );

/**
 * An analytics event as it may leave, or null to drop it: only the event
 * types and properties the app means to send; free-text fields the SDK may
 * fill (a page title, a URL, a referrer, a device's name) are removed.
 */
export function scrubAnalyticsEvent<E extends object>(input: E, patternOf?: PatternOf): E | null {
  const event = input as unknown as AnalyticsEvent;
  if (!ANALYTICS_EVENT_TYPES.has(event.event_type)) return null;
  const scrubbed: AnalyticsEvent = { ...event };
  for (const field of ['ip', 'city', 'region', 'country', 'dma', 'location_lat', 'location_lng'])
    delete scrubbed[field];
  scrubbed.event_properties = scrubProperties(
    event.event_properties,
    ANALYTICS_EVENT_PROPERTIES,
    new Set(['route', 'referrer_route']),
    patternOf,
  );
  scrubbed.user_properties = scrubOperations(event.user_properties);
  scrubbed.group_properties = scrubOperations(event.group_properties);
  scrubbed.groups = scrubProperties(event.groups, new Set(['organization']));
  return scrubbed as unknown as E;
}

/** An error report's frame file: the app's own bundles keep their name (for source maps), other addresses their pattern. */
const frameFile = (filename: string | undefined, patternOf?: PatternOf) =>
  filename && /\/assets\/[\w.-]+\.m?js$/.test(new URL(filename, 'http://app.invalid').pathname)
    ? new URL(filename, 'http://app.invalid').pathname
    : filename && routeOf(filename, patternOf);

/** Error-report contexts kept: the browser, device and trace as the SDK describes them, React's component stack. */
const ERROR_CONTEXTS = new Set(['browser', 'os', 'device', 'culture', 'trace', 'replay', 'react']);
/** Error-report tags kept. */
const ERROR_TAGS = new Set([
  'organization',
  'environment',
  'release',
  'route',
  'replayId',
  'handled',
  'mechanism',
]);
/** Breadcrumb data kept, by key; `from`, `to` and `url` are addresses. */
const BREADCRUMB_DATA = new Set(['from', 'to', 'url', 'method', 'status_code']);
const ADDRESS_KEYS = new Set(['from', 'to', 'url']);

/** A breadcrumb (Sentry's shape) as far as the filter reads it. */
export type Crumb = {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
  [field: string]: unknown;
};

/** A breadcrumb as it may leave, or null: console output is dropped (it may print anything), the rest scrubbed. */
export function scrubBreadcrumb<B extends object>(input: B, patternOf?: PatternOf): B | null {
  const crumb = input as Crumb;
  if (crumb.category === 'console') return null;
  return {
    ...crumb,
    ...(crumb.message !== undefined ? { message: scrubText(crumb.message) } : {}),
    ...(crumb.data
      ? { data: scrubProperties(crumb.data, BREADCRUMB_DATA, ADDRESS_KEYS, patternOf) }
      : {}),
  } as unknown as B;
}

/** An error report (Sentry's event shape: errors, replays, transactions) as far as the filter reads it. */
export type ErrorReport = {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  exception?: {
    values?: {
      type?: string;
      value?: string;
      mechanism?: unknown;
      stacktrace?: { frames?: { filename?: string; [field: string]: unknown }[] };
    }[];
  };
  request?: { url?: string; headers?: Record<string, string>; [field: string]: unknown };
  breadcrumbs?: Crumb[];
  user?: { id?: string | number; [field: string]: unknown };
  tags?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  transaction?: string;
  urls?: string[];
  spans?: { description?: string; data?: unknown; [field: string]: unknown }[];
  [field: string]: unknown;
};

/**
 * An error report as it may leave: messages and exception texts scrubbed,
 * stack frames without source lines or variables, the page's address as its
 * route, breadcrumbs scrubbed, the user as an opaque id, only known contexts
 * and tags, no extras.
 */
export function scrubErrorReport<E extends object>(input: E, patternOf?: PatternOf): E {
  const report = input as ErrorReport;
  const route = (address: string) => routeOf(address, patternOf);
  const scrubbed: ErrorReport = { ...report };
  if (report.message !== undefined) scrubbed.message = scrubText(report.message);
  if (report.logentry) scrubbed.logentry = { message: scrubText(report.logentry.message ?? '') };
  if (report.exception?.values)
    scrubbed.exception = {
      values: report.exception.values.map((value) => ({
        type: value.type,
        ...(value.value !== undefined ? { value: scrubText(value.value) } : {}),
        mechanism: value.mechanism,
        ...(value.stacktrace?.frames
          ? {
              stacktrace: {
                frames: value.stacktrace.frames.map((frame) => ({
                  filename: frameFile(frame.filename, patternOf),
                  function: frame.function,
                  lineno: frame.lineno,
                  colno: frame.colno,
                  in_app: frame.in_app,
                })),
              },
            }
          : {}),
      })),
    };
  if (report.request)
    scrubbed.request = {
      ...(report.request.url ? { url: route(report.request.url) } : {}),
      ...(report.request.headers?.['User-Agent']
        ? { headers: { 'User-Agent': report.request.headers['User-Agent'] } }
        : {}),
    };
  if (report.breadcrumbs)
    scrubbed.breadcrumbs = report.breadcrumbs
      .map((crumb) => scrubBreadcrumb(crumb, patternOf))
      .filter((crumb) => crumb !== null);
  if (report.user) scrubbed.user = report.user.id !== undefined ? { id: report.user.id } : {};
  if (report.tags)
    scrubbed.tags = scrubProperties(report.tags, ERROR_TAGS, new Set(['route']), patternOf);
  if (report.contexts)
    scrubbed.contexts = Object.fromEntries(
      Object.entries(report.contexts).filter(([name]) => ERROR_CONTEXTS.has(name)),
    );
  delete scrubbed.extra;
  if (report.transaction !== undefined) scrubbed.transaction = route(report.transaction);
  if (report.urls) scrubbed.urls = report.urls.map(route);
  if (report.spans)
    scrubbed.spans = report.spans.map(({ data: _data, ...span }) => ({
      ...span,
      ...(span.description !== undefined ? { description: route(span.description) } : {}),
    }));
  return scrubbed as unknown as E;
}

/** A session replay's recording event (rrweb's shape, with Sentry's custom frames) as far as the filter reads it. */
export type RecordingEvent = {
  type: number;
  data: { tag?: string; payload?: unknown; href?: string; [field: string]: unknown };
  [field: string]: unknown;
};

/** rrweb's event types the filter rewrites: the page's nodes and their changes, its meta (its address), Sentry's custom frames. */
const RRWEB_FULL_SNAPSHOT = 2;
const RRWEB_INCREMENTAL = 3;
const RRWEB_META = 4;
const RRWEB_CUSTOM = 5;

/** Attributes that hold addresses (links, forms, frames): their route pattern only. */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'action', 'formaction'];

/** `value` (a recorded node tree or change) with every address attribute reduced to its route. */
function withAddressesAsRoutes(value: unknown, patternOf?: PatternOf): unknown {
  if (Array.isArray(value)) return value.map((item) => withAddressesAsRoutes(item, patternOf));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === 'attributes' && item && typeof item === 'object' && !Array.isArray(item)) {
        const attributes = { ...(item as Record<string, unknown>) };
        for (const name of ADDRESS_ATTRIBUTES)
          if (typeof attributes[name] === 'string')
            attributes[name] = routeOf(attributes[name], patternOf);
        return [key, withAddressesAsRoutes(attributes, patternOf)];
      }
      return [key, withAddressesAsRoutes(item, patternOf)];
    }),
  );
}

/**
 * A replay's recording event as it may leave, or null: the page's address and
 * its links' as their routes, breadcrumbs scrubbed, network spans named by their route and
 * without request or response details. The page itself is recorded with all
 * text masked and all media blocked (the replay's own options).
 */
export function scrubRecordingEvent<R extends RecordingEvent>(
  event: R,
  patternOf?: PatternOf,
): R | null {
  if (event.type === RRWEB_FULL_SNAPSHOT || event.type === RRWEB_INCREMENTAL)
    return { ...event, data: withAddressesAsRoutes(event.data, patternOf) as R['data'] };
  if (event.type === RRWEB_META && typeof event.data.href === 'string')
    return { ...event, data: { ...event.data, href: routeOf(event.data.href, patternOf) } };
  if (event.type !== RRWEB_CUSTOM) return event;
  const payload = event.data.payload as Crumb & { description?: string };
  if (event.data.tag === 'breadcrumb') {
    const crumb = scrubBreadcrumb(payload, patternOf);
    return crumb ? { ...event, data: { ...event.data, payload: crumb } } : null;
  }
  if (event.data.tag === 'performanceSpan') {
    const { data: _data, ...span } = payload;
    return {
      ...event,
      data: {
        ...event.data,
        payload: { ...span, description: routeOf(span.description ?? '', patternOf) },
      },
    };
  }
  return event;
}

/** A Sentry envelope as far as the filter reads it: headers, then items (an item header and its payload). */
type EnvelopeLike = [unknown, [{ type?: string }, unknown][]];

/** A replay recording's payload (its header line, then the JSON array of its events) with every event filtered. */
function scrubRecording(payload: string, patternOf?: PatternOf): string {
  const newline = payload.indexOf('\n');
  const events = JSON.parse(payload.slice(newline + 1)) as RecordingEvent[];
  const kept = events.map((event) => scrubRecordingEvent(event, patternOf)).filter(Boolean);
  return `${payload.slice(0, newline + 1)}${JSON.stringify(kept)}`;
}

/**
 * An envelope as it may leave (the transport's last step): each replay
 * recording's events filtered, all of them (the SDK shows its recording hook
 * only custom events, and records links' addresses as they are). A recording
 * the filter cannot read (compressed) is not sent.
 */
export function scrubEnvelope<E>(envelope: E, patternOf?: PatternOf): E {
  const [headers, items] = envelope as unknown as EnvelopeLike;
  const kept = items.flatMap(([header, payload]) => {
    if (header.type !== 'replay_recording') return [[header, payload]];
    return typeof payload === 'string' ? [[header, scrubRecording(payload, patternOf)]] : [];
  });
  return [headers, kept] as unknown as E;
}
