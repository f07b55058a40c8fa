import { runtimeSettings } from './relay/runtimeSettings';

/**
 * Traces of the web app, when the installation has a collector for them
 * (`WEB_OTLP_TRACES_ENDPOINT`, in the runtime settings at /app-settings.json):
 * a span for each of the app's fetches, whose `traceparent` header the BFF
 * continues to the services and PostgreSQL. Without one, nothing of the
 * OpenTelemetry SDK is loaded (its modules are imported only here, on demand)
 * and nothing is sent. Never throws: the app runs without its traces.
 */
export async function startWebTracing(): Promise<void> {
  try {
    const { traces } = await runtimeSettings();
    if (traces) await startSdk(traces.endpoint);
  } catch {
    // No settings, no traces: the app itself does not depend on them.
  }
}

async function startSdk(url: string): Promise<void> {
  const [web, exporter, resources, instrumentation, fetchInstrumentation, core] = await Promise.all(
    [
      import('@opentelemetry/sdk-trace-web'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-fetch'),
      import('@opentelemetry/core'),
    ],
  );
  const provider = new web.WebTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': 'kas-web' }),
    spanProcessors: [new web.BatchSpanProcessor(new exporter.OTLPTraceExporter({ url }))],
  });
  provider.register({ propagator: new core.W3CTraceContextPropagator() });
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    // Same-origin requests (the BFF) carry `traceparent`; the collector's own are not traced.
    instrumentations: [new fetchInstrumentation.FetchInstrumentation({ ignoreUrls: [url] })],
  });
}
