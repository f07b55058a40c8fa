import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../bff/http/web-app.js';
import {
  incomingTraceFields,
  startTracing,
  tracingStarted,
  tracesEndpoint,
} from '../../platform/tracing.js';
import { createTestDatabase } from '../support/database.js';
import { eventually } from '../support/eventually.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';

/*
 * Tracing is set up as a process starts, before the modules it instruments
 * load: this file's worker loaded them long ago for the shared system, so the
 * product runs here as `npm start` runs it, a process of its own (all parts in
 * it, on a database of this file), once with an OTLP endpoint and once without.
 */

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
};
type ReceivedSpan = OtlpSpan & { service: string; scope: string };

/** A local OTLP/HTTP collector: keeps every span POSTed to /v1/traces (JSON, as exporter-trace-otlp-http sends). */
async function startCollector() {
  const spans: ReceivedSpan[] = [];
  let posts = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      posts += 1;
      if (request.url === '/v1/traces') spans.push(...spansOf(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    posts: () => posts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function spansOf(body: string): ReceivedSpan[] {
  const payload = JSON.parse(body) as {
    resourceSpans: {
      resource: { attributes: { key: string; value: OtlpValue }[] };
      scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
    }[];
  };
  return payload.resourceSpans.flatMap((resourceSpans) => {
    const service =
      resourceSpans.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
        .stringValue ?? '';
    return resourceSpans.scopeSpans.flatMap((scopeSpans) =>
      scopeSpans.spans.map((span) => ({ ...span, service, scope: scopeSpans.scope.name })),
    );
  });
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((candidate) => candidate.key === key)?.value.stringValue;

/** `npm start` in a process of its own on this file's database, its JSON log lines kept. */
async function startProduct(databaseUrl: string, env: Record<string, string>) {
  let url = '';
  const lines: Record<string, unknown>[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'start.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      ...env,
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      // A port the system chooses, read from its banner: one chosen here first could be taken before it listened.
      PORT: '0',
      // Debug: the request lines of the BFF and the services, which carry the trace.
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      PERSISTED_DOCUMENTS_ONLY: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let text = '';
  let running = false;
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    text += chunk;
    const complete = text.split('\n');
    text = complete.pop() ?? '';
    for (const line of complete) {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
      // The start banner, printed as text once every part listens.
      else if (line.includes('Kas is running at')) {
        url = /Kas is running at (\S+)/.exec(line)![1]!.replace('localhost', '127.0.0.1');
        running = true;
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await eventually(
    () => {
      if (child.exitCode !== null) throw new Error('the product exited as it started');
      return running;
    },
    90_000,
    100,
  );
  return {
    url,
    lines,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const signIn = (client: GraphQLClient, traceparent: string) =>
  client.request(
    'mutation TracedSignIn($input: SignInInput!) { signIn(input: $input) { viewer { user { email } } } }',
    { input: { email: 'nobody@traces.example', password: 'Wrong-password-1' } },
    { traceparent },
  );

function newTraceparent() {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
}

describe('traces with an OTLP endpoint', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let product: Awaited<ReturnType<typeof startProduct>>;

  beforeAll(async () => {
    collector = await startCollector();
    product = await startProduct(await createTestDatabase(), {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
  });

  afterAll(async () => {
    await product?.stop();
    await collector?.stop();
  });

  it('continues the caller’s trace through the BFF and the service to PostgreSQL, and every line of the request names it', async () => {
    const { traceId, traceparent } = newTraceparent();
    const parentSpanId = traceparent.split('-')[2];
    await signIn(new GraphQLClient(product.url), traceparent);

    const ofTrace = () => collector.spans.filter((span) => span.traceId === traceId);
    const isQuery = (span: OtlpSpan) =>
      span.attributes.some(
        (candidate) =>
          (candidate.key === 'db.system' || candidate.key === 'db.system.name') &&
          candidate.value.stringValue === 'postgresql',
      );
    // The BFF's span ends last, after its calls and their queries.
    await eventually(
      () => ofTrace().some(isQuery) && ofTrace().some((span) => span.parentSpanId === parentSpanId),
      10_000,
      50,
    );
    const spans = ofTrace();
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const SERVER = 2;

    // The BFF's span of the request is the child of the caller's span.
    const bff = spans.find((span) => span.kind === SERVER && span.parentSpanId === parentSpanId);
    expect(bff).toBeDefined();
    expect(bff!.service).toBe('kas');
    expect(attribute(bff!, 'kas.part')).toBe('bff');
    // Its call to the account service carried it (traceparent): the service's span of that call is its child,
    // named by the route.
    const account = spans.find((span) => span.kind === SERVER && span.parentSpanId === bff!.spanId);
    expect(account).toBeDefined();
    expect(attribute(account!, 'kas.part')).toBe('account');
    expect(account!.name).toMatch(/^POST \/sessions/);
    // A query of the account service, whose chain of parents leads to the service's span.
    const query = spans.find(isQuery)!;
    expect(attribute(query, 'kas.part')).toBe('account');
    let ancestor: ReceivedSpan | undefined = query;
    while (ancestor && ancestor !== account) ancestor = byId.get(ancestor.parentSpanId ?? '');
    expect(ancestor).toBe(account);

    // The request's log lines, in the BFF and in the service, carry the trace and their span.
    const logged = product.lines.filter((line) => line.trace_id === traceId);
    expect(logged.some((line) => line.service === 'bff')).toBe(true);
    expect(logged.some((line) => line.service === 'account')).toBe(true);
    for (const line of logged) {
      expect(byId.has(String(line.span_id))).toBe(true);
      expect(line.trace_flags).toBe('01');
    }
  });
});

describe('traces without an OTLP endpoint', () => {
  it('starts no SDK: the API answers with its no-op tracer', async () => {
    expect(tracesEndpoint({})).toBeNull();
    expect(await startTracing('kas-test', { env: {} })).toBe(false);
    expect(tracingStarted()).toBe(false);
    const span = trace.getTracer('kas-test').startSpan('nothing');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('0'.repeat(32));
  });

  it('sends nothing, and the request’s lines still name the caller’s trace', async () => {
    const collector = await startCollector();
    // The collector is there, but not configured: nothing may reach it.
    const product = await startProduct(await createTestDatabase(), {});
    try {
      const { traceId, traceparent } = newTraceparent();
      await signIn(new GraphQLClient(product.url), traceparent);
      await eventually(
        () => product.lines.some((line) => line.trace_id === traceId && line.service === 'bff'),
        5_000,
      );
      // The services see the traceparent the BFF was sent only when the BFF traces: without it, the BFF's line names it.
      expect(product.lines.some((line) => 'span_id' in line)).toBe(false);
    } finally {
      await product.stop();
    }
    expect(collector.posts()).toBe(0);
    await collector.stop();
  });
});

describe('tracing settings', () => {
  it('takes the traces endpoint, or the base endpoint with /v1/traces; the SDK switch turns both off', () => {
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(
      tracesEndpoint({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:4318/in',
      }),
    ).toBe('http://traces:4318/in');
    expect(
      tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBeNull();
  });

  it('reads a caller’s traceparent for the logs, and nothing else', () => {
    const traceId = 'ab'.repeat(16);
    expect(incomingTraceFields(`00-${traceId}-${'cd'.repeat(8)}-01`)).toEqual({
      trace_id: traceId,
      parent_span_id: 'cd'.repeat(8),
    });
    expect(incomingTraceFields(`00-${'0'.repeat(32)}-${'cd'.repeat(8)}-01`)).toBeNull();
    expect(incomingTraceFields('not a traceparent')).toBeNull();
    expect(incomingTraceFields(undefined)).toBeNull();
  });

  it('tells the web app where its traces go, and lets the page send them there', async () => {
    // The worker's system has no collector for the web: the app learns so and loads nothing.
    const system = await workerSystem();
    const response = await fetch(`${system.url}/app-settings.json`);
    expect(await response.json()).not.toHaveProperty('traces');
    expect(contentSecurityPolicy('kas.example')).not.toContain('collector');
    expect(contentSecurityPolicy('kas.example', ['https://collector.example:4318'])).toContain(
      "connect-src 'self' ws://kas.example wss://kas.example https://collector.example:4318;",
    );
  });
});
