import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import sirv from 'sirv';
import type { BffConfig } from '../config.js';
import { pageOrigins } from '../web-settings.js';
import { sendNotFound, type HttpRoute } from './route.js';

export type WebHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Paths of the BFF's API, never of a page: one no route took is unknown, and
 * answers JSON 404 rather than the web app (whose 200 text/html tells a
 * gateway or an integrator that what it sent was taken).
 */
const API_PATHS =
  /^\/(?:api|graphql|sub|invoice-link|checkout\/notifications|auth|metrics)(?:\/|$)/;

/** Whether a request no other route took is one the web app answers: a page or file read with GET or HEAD, outside the API's paths. */
export function isWebRequest(method: string | undefined, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !API_PATHS.test(pathname);
}

/**
 * The web app answers every page read no other route takes: the single-page
 * app routes in the browser. Anything else (another method, a path of the
 * API, a file the build does not have) is JSON 404, never its HTML.
 */
export function webAppRoute(
  config: Pick<BffConfig, 'webDir' | 'graphiql'> &
    Partial<Pick<BffConfig, 'featureFlags' | 'webSettings' | 'webTracesEndpoint'>>,
  logger: Logger,
): HttpRoute {
  const serve = createWebHandler(config, logger);
  return {
    matches: () => true,
    handle: (request, response, url) => {
      if (!isWebRequest(request.method, url.pathname)) {
        request.resume();
        return sendNotFound(response);
      }
      serve(request, response);
    },
  };
}

/** Vite names every bundled file under /assets with a content hash, so a URL there never changes meaning. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const GRAPHIQL_PATHS = new Set(['/graphiql', '/graphiql/', '/graphiql.html']);

/** A Host header that is a plain host name or address with an optional port (anything else gets no ws source). */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The app's Content-Security-Policy (https://www.w3.org/TR/CSP3/): scripts,
 * workers, fonts and requests only from this origin, no inline script, no
 * framing. Styles allow 'unsafe-inline' because Chakra UI (emotion) and
 * GraphiQL's Monaco editor insert `<style>` elements and style attributes at
 * run time. `img-src data:` is for the authenticator QR code, `font-src data:`
 * for fonts a stylesheet inlines. The WebSocket at /graphql is named with its
 * scheme: CSP Level 2 browsers do not count ws: as 'self'. `elsewhere` are
 * the other origins the pages send to, when configured (`pageOrigins`).
 */
export function contentSecurityPolicy(
  host: string | undefined,
  elsewhere: readonly string[] = [],
): string {
  const sockets = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  const others = elsewhere.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}${others}`,
    "worker-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found.');
}

/**
 * Serves the built web app: the single-page app's index.html for every route
 * (no-cache: it names the current hashed bundles), hashed files under /assets
 * cached for a year as immutable, each file pre-compressed by the build
 * (`.br`, `.gz` beside it) sent as the request's Accept-Encoding allows, and
 * GraphiQL at /graphiql only when `config.graphiql` (404 otherwise).
 */
export function createWebHandler(
  config: Pick<BffConfig, 'webDir' | 'graphiql'> &
    Partial<Pick<BffConfig, 'featureFlags' | 'webSettings' | 'webTracesEndpoint'>>,
  logger: Logger,
): WebHandler {
  const webDir = path.resolve(config.webDir);
  const elsewhere = pageOrigins(config);
  if (!existsSync(path.join(webDir, 'index.html'))) {
    logger.warn({ webDir }, 'the web app is not built; its pages answer 503');
    return (_request, response) => {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The web app is not built. Run `npm run build`, or use `npm start`.');
    };
  }
  const serve = sirv(webDir, {
    single: true,
    // A path that names a file (`/assets/gone.js`, `/wp-login.php`) the build lacks is not a page: JSON 404, not index.html.
    onNoMatch: (_request, response) => sendNotFound(response),
    etag: true,
    dev: false,
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => {
      response.setHeader(
        'cache-control',
        pathname.startsWith(HASHED_ASSETS) ? IMMUTABLE : 'no-cache',
      );
    },
  });
  return (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (logger.isLevelEnabled('debug')) {
      const started = performance.now();
      response.once('finish', () =>
        logger.debug(
          {
            method: request.method,
            url: request.url,
            status: response.statusCode,
            ms: Math.round(performance.now() - started),
          },
          'web request',
        ),
      );
    }
    if (GRAPHIQL_PATHS.has(pathname)) {
      if (!config.graphiql) return notFound(response);
      request.url = '/graphiql.html';
    }
    response.setHeader(
      'content-security-policy',
      contentSecurityPolicy(request.headers.host, elsewhere),
    );
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('referrer-policy', 'same-origin');
    response.setHeader('x-frame-options', 'DENY');
    serve(request, response);
  };
}
