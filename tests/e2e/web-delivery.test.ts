import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { pino } from 'pino';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createWebHandler } from '../../bff/http/web-app.js';
import { browserSuite, E2E_WEB_DIR, withPage } from './browser.js';

/**
 * The sign-in page's JavaScript as Chromium fetches it, brotli-compressed: the
 * encoded bodies of every script response the page loads until the network is
 * idle (its HTML's module scripts and preloads, the dynamic imports its code
 * follows, workers), not the HTML's list, which missed what the page imports
 * as it starts (254.4 kB listed, 256.2 kB fetched in 71 requests). 201 kB
 * since Relay's runtime left the page: the sign-in page asks its one query
 * with a plain request and commits its sign-in with Relay fetched on the
 * form's first focus, and every other route brings Relay with its own chunk
 * (200.2 kB in 75 requests). The target is 150 kB.
 */
const SIGN_IN_JS_BUDGET = 201_000;

const webDir = E2E_WEB_DIR;
const suite = browserSuite('PT Pengiriman Web');

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that keeps the body as sent (fetch would decompress it and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The JavaScript a page's HTML makes the browser load at once: its module scripts and module preloads. */
function scriptsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...scripts, ...preloads])];
}

/** Scripts as fetched, largest first, one a line: bytes on the wire, encoding and path. */
function listing(scripts: { url: string; bytes: number; encoding: string | undefined }[]): string {
  return [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map(
      (script) =>
        `${String(script.bytes).padStart(7)} ${(script.encoding ?? 'identity').padEnd(8)} ${new URL(script.url).pathname}`,
    )
    .join('\n');
}

/** Collects Content-Security-Policy violations as the page reports them (the event, and the console's "Refused to …"). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

describe('the web app as delivered', () => {
  it('sends the sign-in page with a strict Content-Security-Policy, not cached, and its hashed files brotli-compressed and immutable', async () => {
    const page = await get(`${suite.system.url}/`, { 'accept-encoding': 'br, gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    const host = new URL(suite.system.url).host;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data:",
      `connect-src 'self' ws://${host} wss://${host}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    const html = (
      page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body) : page.body
    ).toString('utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script for 'self' to refuse

    const scripts = scriptsOf(html);
    expect(scripts.length).toBeGreaterThan(0);
    let compressed = 0;
    let uncompressed = 0;
    for (const script of scripts) {
      const response = await get(new URL(script, suite.system.url).toString(), {
        'accept-encoding': 'br, gzip',
      });
      expect(response.status, script).toBe(200);
      // Files under 1 kB are not worth compressing (the build leaves them as they are).
      if (
        Number(response.headers['content-length']) >= 1024 ||
        response.headers['content-encoding']
      )
        expect(response.headers['content-encoding'], script).toBe('br');
      expect(response.headers['cache-control'], script).toBe('public, max-age=31536000, immutable');
      expect(response.headers['vary'], script).toContain('Accept-Encoding');
      compressed += response.body.length;
      const source = (
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.body)
          : response.body
      ).toString('utf8');
      uncompressed += source.length;
      // GraphiQL's editor is only for /graphiql.
      expect(script, 'a GraphiQL or Monaco chunk').not.toMatch(/graphiql|monaco/i);
      expect(source.includes('monaco-editor') || source.includes('MonacoEnvironment'), script).toBe(
        false,
      );
    }
    // What these weigh is the Chromium test's budget below: the page fetches more than its HTML names.
    console.warn(
      `sign-in page HTML's JavaScript: ${scripts.length} files, ${(compressed / 1000).toFixed(1)} kB brotli (${(uncompressed / 1000).toFixed(1)} kB uncompressed)`,
    );
  });

  it('sends gzip to a client without brotli, the plain file to one without either, and 404 for a missing asset', async () => {
    const html = (await get(`${suite.system.url}/`)).body.toString('utf8');
    const script = scriptsOf(html)[0]!;
    const gzip = await get(new URL(script, suite.system.url).toString(), {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(new URL(script, suite.system.url).toString());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(gzip.body.length);
    expect((await get(`${suite.system.url}/assets/missing-0000.js`)).status).toBe(404);
    // A route of the app is the app's page, not cached, whatever its path.
    const route = await get(`${suite.system.url}/counterparties?search=x`);
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers GraphiQL with 404 when it is switched off (GRAPHIQL=0, the production default)', async () => {
    const server = http.createServer(
      createWebHandler({ webDir, graphiql: false }, pino({ level: 'silent' })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const pathname of ['/graphiql', '/graphiql/', '/graphiql.html'])
        expect((await get(base + pathname)).status, pathname).toBe(404);
      expect((await get(`${base}/`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Switched on (the test system's default outside production), it is served.
    expect((await get(`${suite.system.url}/graphiql`)).status).toBe(200);
  });

  it('in Chromium, the sign-in page fetches under its JavaScript budget, it and GraphiQL run under the policy without one violation, and the sign-in page loads no GraphiQL code', async () => {
    await withPage(suite.browser, {}, async (page) => {
      const violations = await watchViolations(page);
      // Every script from the server, not from the lent page's cache: a cached response has no body size (-1), and
      // the check of its encoding below would hold whatever the server sends.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const measured: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
        measured.push(
          Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
            url: request.url(),
            bytes: sizes.responseBodySize,
            encoding: response?.headers()['content-encoding'],
          })),
        );
      });
      let signInPage = 0;
      try {
        await page.goto(`${suite.system.url}/`);
        await page.locator('input[name="email"]').waitFor();
        await page.waitForLoadState('networkidle');
        signInPage = measured.length;
        // Signing in runs the app's own requests and its WebSocket under the same policy; its scripts (Relay, the
        // signed-in frame and Home, fetched from the form's first focus) are measured too, a figure to watch.
        await page.locator('input[name="email"]').fill(suite.owner.email);
        await page.locator('input[name="password"]').fill(suite.owner.password);
        await page.locator('button[type="submit"]').click();
        await page.waitForURL((url) => url.pathname === '/home');
        await page.waitForLoadState('networkidle');
      } finally {
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
        await cdp.detach();
      }
      const fetched = await Promise.all(measured);
      const scripts = fetched.slice(0, signInPage);
      const transferred = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const signedIn = fetched.slice(signInPage);
      console.warn(
        `Chromium, sign-in page: ${scripts.length} scripts, ${(transferred / 1000).toFixed(1)} kB transferred (${[...new Set(scripts.map((s) => s.encoding ?? 'identity'))].join(', ')}); from the form's first focus to Home: ${signedIn.length} scripts, ${(signedIn.reduce((sum, script) => sum + script.bytes, 0) / 1000).toFixed(1)} kB`,
      );
      // Soft, so that the policy's checks below still run; the list says what to cut.
      expect
        .soft(transferred, `the sign-in page's scripts as fetched:\n${listing(scripts)}`)
        .toBeLessThan(SIGN_IN_JS_BUDGET);
      // Each came over the wire with its body: none from a cache.
      expect(scripts.length).toBeGreaterThan(20);
      expect(fetched.filter((script) => script.bytes <= 0)).toEqual([]);
      expect(
        fetched.filter(
          (script) =>
            script.bytes >= 1024 && script.encoding !== 'br' && script.encoding !== 'gzip',
        ),
      ).toEqual([]);
      expect(scripts.filter((script) => /graphiql|monaco|worker/i.test(script.url))).toEqual([]);

      await page.goto(`${suite.system.url}/graphiql`);
      await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
      await page.locator('.graphiql-execute-button').click();
      await expect
        .poll(
          async () => (await page.locator('.result-window').innerText()).replaceAll('\u00a0', ' '),
          { timeout: 15_000 },
        )
        .toContain('PT Pengiriman Web');
      expect(violations).toEqual([]);
    });
  });
});

// The built index.html itself: nothing inline that the policy would have to allow.
it('the built pages have no inline script', () => {
  for (const file of ['index.html', 'graphiql.html']) {
    expect(readFileSync(path.join(webDir, file), 'utf8'), file).not.toMatch(
      /<script(?![^>]*\bsrc=)[^>]*>/,
    );
  }
});
