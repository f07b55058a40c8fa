import { trace, type Context, type Span } from '@opentelemetry/api';

/**
 * OpenTelemetry traces, one mechanism for the BFF and every service (and for
 * all of them in one process, `npm start`). Off unless an OTLP endpoint is
 * configured: then nothing of the SDK is even loaded, only the API's no-op
 * tracer answers (`trace.getActiveSpan()` is undefined), and no request is
 * made. On, a process's entry calls `startTracing` before it imports the
 * modules that are instrumented (node:http, undici, pg): the instrumentations
 * patch them as they load, so the entry imports the rest of the part
 * dynamically after it.
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

/**
 * Starts the tracing SDK of this process when an endpoint is configured
 * (`tracesEndpoint`); otherwise does nothing. `service` is the service name
 * (`kas-bff`, `kas-account`, …; OTEL_SERVICE_NAME overrides it). With
 * `partsInOneProcess`, each span carries `kas.part`: the part whose request
 * it serves sets it (`markPart`), and the spans started under it inherit it.
 */
export async function startTracing(
  service: string,
  options: { partsInOneProcess?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<boolean> {
  const env = options.env ?? process.env;
  if (stop || !tracesEndpoint(env)) return false;
  // Loaded only now: a process without an endpoint never loads the SDK.
  const [sdk, core, resources, exporter, instrumentation, http, undici, pg] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
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
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '/').split('?')[0]!),
      }),
      new undici.UndiciInstrumentation(),
      // Only queries of a traced request: the job queues' and listeners' polling would each start a trace of its own.
      new pg.PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  stop = async () => {
    disable();
    await provider.shutdown();
  };
  return true;
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

/** Names the part serving the current request on its span (see `startTracing`); nothing when tracing is off. */
export function markPart(part: string): void {
  trace.getActiveSpan()?.setAttribute(PART_ATTRIBUTE, part);
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
