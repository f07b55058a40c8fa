import http from 'node:http';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from '../../bff/server.js';
import { eventually } from '../support/eventually.js';
import { createSecondBff } from '../support/system.js';
import { browserSuite, E2E_WEB_DIR, submitSignIn, waitForHome, withPage } from './browser.js';

const suite = browserSuite('PT Jejak Peramban');

/** An OTLP/HTTP collector a page may send to (CORS, its preflight included): keeps each span's service and trace. */
async function startCollector() {
  const spans: { service: string; traceId: string; name: string }[] = [];
  const server = http.createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const payload = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { spans: { traceId: string; name: string }[] }[];
        }[];
      };
      for (const resourceSpans of payload.resourceSpans) {
        const service = resourceSpans.resource.attributes.find(
          (attribute) => attribute.key === 'service.name',
        )?.value.stringValue;
        for (const scopeSpans of resourceSpans.scopeSpans)
          for (const span of scopeSpans.spans) spans.push({ service: service ?? '', ...span });
      }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    // At once: the browser's keep-alive connections would hold `close` until they idle out.
    stop: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}

/** The traceparent header of each request the page sends to /graphql. */
function traceparentsOf(page: Page) {
  const sent: (string | undefined)[] = [];
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql') sent.push(request.headers().traceparent);
  };
  page.on('request', listener);
  return { sent, stop: () => page.off('request', listener) };
}

describe('the web app’s traces', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  // A BFF of its own in front of the worker's services: the web's collector is its configuration.
  let traced: Bff;
  let tracedUrl: string;

  beforeAll(async () => {
    collector = await startCollector();
    traced = await createSecondBff(suite.system, {
      webDir: E2E_WEB_DIR,
      webTracesEndpoint: collector.url,
    });
    tracedUrl = (await traced.listen()).replace('localhost', '127.0.0.1');
  });

  afterAll(async () => {
    await traced?.close();
    await collector?.stop();
  });

  it('start in the browser when the installation collects them: every query carries traceparent, and the spans reach the collector', async () => {
    await withPage(suite.browser, {}, async (page) => {
      const requests = traceparentsOf(page);
      try {
        await page.goto(`${tracedUrl}/`);
        await submitSignIn(page, suite.owner);
        await waitForHome(page);
        expect(requests.sent.length).toBeGreaterThan(0);
        for (const header of requests.sent)
          expect(header).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-01$/);
        expect(await page.evaluate(() => '__wrapped' in window.fetch)).toBe(true);
        const traceId = requests.sent[0]!.split('-')[1];
        // The browser sends its spans in a batch, within a few seconds.
        await eventually(
          () =>
            collector.spans.some((span) => span.service === 'kas-web' && span.traceId === traceId),
          15_000,
          100,
        );
      } finally {
        requests.stop();
      }
    });
  });

  it('are not loaded where it does not: no traceparent, and fetch is the browser’s own', async () => {
    await withPage(suite.browser, {}, async (page) => {
      const requests = traceparentsOf(page);
      try {
        await page.goto(`${suite.system.url}/`);
        await submitSignIn(page, suite.owner);
        await waitForHome(page);
        expect(requests.sent.length).toBeGreaterThan(0);
        expect(requests.sent.every((header) => header === undefined)).toBe(true);
        // The fetch instrumentation wraps window.fetch (shimmer marks it `__wrapped`): not here.
        expect(await page.evaluate(() => '__wrapped' in window.fetch)).toBe(false);
      } finally {
        requests.stop();
      }
    });
  });
});
