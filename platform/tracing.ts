import type { RequestListener } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

/**
 * OpenTelemetry traces, one mechanism for the BFF and every service (and for
 * all of them in one process, `npm start`). Off unless an OTLP endpoint is
 * configured: then nothing of the SDK is even loaded, only the API's no-op
 * tracer answers (`trace.getActiveSpan()` is undefined), and no request is
 * made. On, a process's entry calls `startTracing` before it imports the
 * modules that are instrumented (node:http, undici, pg): the instrumentations
 * patch them as they load, so the entry imports the rest of the part
 * dynamically after it. Incoming requests get their server span from
 * `tracedRequests`, on the listener each part already has, and a call from
 * one part to another carries the caller's span as its `traceparent`
 * (`injectTraceContext`) so that the callee's span is its child: the http
 * and undici instrumentations, which patch every server, response and client
 * request and add a client span to each hop, cost the BFF a tenth of its
 * throughput (bench/metrics-overhead.ts). Calls to third parties (banks,
 * gateways, webhooks) carry no trace context.
 *
 * Everything else is the standard OpenTelemetry environment, read by the SDK
 * itself: OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER and
 * OTEL_TRACES_SAMPLER_ARG, OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS and
 * OTEL_EXPORTER_OTLP_TIMEOUT (docs/operations.md, Traces).
 */

/** The span attribute naming the part (bff, account, …) when all parts share one process and one service name. */
export const PART_ATTRIBUTE = 'kas.part';

/** Where traces go (the traces endpoint wins over the general one), or null: tracing off. */
export function tracesEndpoint(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return null;
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : null;
}

/** Requests no one needs a trace of: probes and metrics scrapes arrive every few seconds. */
const UNTRACED_PATHS = new Set(['/livez', '/healthz', '/readyz', '/metrics']);

let stop: (() => Promise<void>) | null = null;
let tracer: Tracer | null = null;

/**
 * Starts the tracing SDK of this process when an endpoint is configured
 * (`tracesEndpoint`); otherwise does nothing. `service` is the service name
 * (`kas-bff`, `kas-account`, …; OTEL_SERVICE_NAME overrides it). With
 * `partsInOneProcess`, each span carries `kas.part`: the request's span has
 * it from `tracedRequests`, and the spans started under it inherit it.
 */
export async function startTracing(
  service: string,
  options: { partsInOneProcess?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<boolean> {
  const env = options.env ?? process.env;
  if (stop || !tracesEndpoint(env)) return false;
  // Loaded only now: a process without an endpoint never loads the SDK.
  const [sdk, core, resources, exporter, instrumentation, pg] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  // The exporter reads the endpoint, headers and timeout from the environment; the provider the sampler, the batch processor its sizes.
  const processors: import('@opentelemetry/sdk-trace-node').SpanProcessor[] = [
    new sdk.BatchSpanProcessor(new exporter.OTLPTraceExporter()),
  ];
  if (options.partsInOneProcess) processors.unshift(inheritPart);
  const provider = new sdk.NodeTracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': service }))
      .merge(resources.detectResources({ detectors: [resources.envDetector] })),
    spanProcessors: processors,
  });
  provider.register({ propagator: new core.W3CTraceContextPropagator() });
  const disable = instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Only the queries of a traced request: the job queues' and the listeners' polling would each start a trace of
      // its own. A pool's connection checkouts are no work worth a span.
      new pg.PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    ],
  });
  tracer = provider.getTracer('kas');
  stop = async () => {
    disable();
    tracer = null;
    await provider.shutdown();
  };
  return true;
}

/**
 * A part's request listener with a server span for each request, continuing
 * the caller's trace (its `traceparent`), the listener run in the span's
 * context so that what it calls (services, PostgreSQL) is traced under it;
 * the listener itself when tracing is off. `name` names the span from the
 * request once routed (a service's route pattern); until then, the method
 * and path.
 */
export function tracedRequests(listener: RequestListener, part: string): RequestListener {
  if (!tracer) return listener;
  const active = tracer;
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (UNTRACED_PATHS.has(path)) return listener(request, response);
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = active.startSpan(
      `${request.method} ${path}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method ?? 'GET',
          'url.path': path,
          [PART_ATTRIBUTE]: part,
        },
      },
      parent,
    );
    response.once('close', () => {
      span.setAttribute('http.response.status_code', response.statusCode);
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), () => listener(request, response));
  };
}

/** Adds the active span's `traceparent` (W3C) to the headers of a call to another part; nothing when tracing is off or outside a traced request. */
export function injectTraceContext(headers: Record<string, string>): void {
  if (tracer) propagation.inject(context.active(), headers);
}

/** Names the current request's span by its route (`GET /payment-orders/:id`), once the part has routed it. */
export function nameRequestSpan(method: string, route: string): void {
  trace.getActiveSpan()?.updateName(`${method} ${route}`);
}

/** Sends the spans still waiting in the batch and stops the SDK (before the process exits); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  const stopping = stop;
  stop = null;
  await stopping?.();
}

/** Whether this process's tracing SDK runs (`startTracing` started it). */
export function tracingStarted(): boolean {
  return stop !== null;
}

/** The SDK's spans show their attributes; the API's Span type does not. */
type WithAttributes = Span & { attributes?: Record<string, unknown> };

/** A span processor that gives a span its local parent's `kas.part` (a query's span, the BFF's call to a service). */
const inheritPart = {
  onStart(span: Span, parentContext: Context): void {
    const part = (trace.getSpan(parentContext) as WithAttributes | undefined)?.attributes?.[
      PART_ATTRIBUTE
    ];
    if (typeof part === 'string') span.setAttribute(PART_ATTRIBUTE, part);
  },
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

/** A W3C traceparent header: version, trace id, parent span id, flags. */
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})$/;

/**
 * The trace fields of a log line (pino's `mixin`): the active span's trace id,
 * span id and flags, when there is one (tracing on, inside a traced request).
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return {
    trace_id: traceId,
    span_id: spanId,
    trace_flags: `0${traceFlags.toString(16)}`.slice(-2),
  };
}

/**
 * The trace id and the caller's span id of an incoming `traceparent` header,
 * for the logs of a request when tracing is off here (the caller may trace);
 * null without a valid header, or when a span of this process is active (its
 * ids are in every line already, `traceLogFields`).
 */
export function incomingTraceFields(
  header: string | string[] | undefined,
): { trace_id: string; parent_span_id: string } | null {
  if (typeof header !== 'string' || trace.getActiveSpan()) return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match || /^0+$/.test(match[1]!)) return null;
  return { trace_id: match[1]!, parent_span_id: match[2]! };
}
