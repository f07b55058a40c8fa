import type { ServerResponse } from 'node:http';
import type { BffConfig } from '../config.js';
import type { FeatureFlags, LocalFlagsFile } from '../feature-flags.js';
import { sendJson } from './request.js';
import type { HttpRoute } from './route.js';

const FEATURES = /^\/api\/features\/([^/]+)$/;
const STREAM = /^\/sub\/([^/]+)$/;

/**
 * A comment line on an idle stream this often: proxies and load balancers
 * close a connection quiet for about a minute (60 s is the usual default),
 * and the browser's EventSource would reconnect, fetching again for nothing.
 */
export const STREAM_KEEP_ALIVE_MS = 25_000;

const notFound = (response: ServerResponse) =>
  sendJson(response, 404, {
    errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
  });

/**
 * The GrowthBook API's shape over the local flags file, for the web's SDK:
 * `GET /api/features/{clientKey}` answers the flags with `x-sse-support:
 * enabled`, which tells the SDK to open `GET /sub/{clientKey}`, a stream of
 * server-sent events sending a `features` event with the whole payload each
 * time the file changes. A key other than the configured one is 404, as
 * GrowthBook answers an unknown key.
 */
export function featureFlagsRoute(
  flags: LocalFlagsFile,
  clientKey: string,
): HttpRoute & { close: () => void } {
  const open = new Set<ServerResponse>();
  return {
    // At shutdown the streams end, so that they do not hold the drain of requests in flight to its time-out.
    close: () => {
      for (const response of open) response.end();
    },
    matches: (url) => FEATURES.test(url.pathname) || STREAM.test(url.pathname),
    handle: (request, response, url) => {
      const features = FEATURES.exec(url.pathname);
      const key = decodeURIComponent((features ?? STREAM.exec(url.pathname))![1]!);
      if (request.method !== 'GET' || key !== clientKey) return notFound(response);
      if (features) {
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-cache',
          'x-sse-support': 'enabled',
        });
        return void response.end(JSON.stringify(flags.payload));
      }
      open.add(response);
      response.once('close', () => open.delete(response));
      stream(flags, response);
    },
  };
}

/** A server-sent events stream of the flags: a `features` event each time they change, a comment line while idle. */
function stream(flags: LocalFlagsFile, response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    // nginx buffers a proxied answer unless told not to: the events would reach the browser late.
    'x-accel-buffering': 'no',
  });
  response.write(': connected\n\n');
  const unsubscribe = flags.subscribe((payload) =>
    response.write(`event: features\ndata: ${JSON.stringify(payload)}\n\n`),
  );
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), STREAM_KEEP_ALIVE_MS);
  keepAlive.unref();
  response.once('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}

/**
 * The routes of the flags: the web's runtime settings, which say where its
 * SDK fetches them, and the BFF's own GrowthBook endpoint over the flags file
 * unless a GrowthBook server serves them. `close` ends the open streams.
 */
export function featureFlagRoutes(
  flags: FeatureFlags,
  config: Pick<BffConfig, 'environment' | 'featureFlags'>,
): { routes: HttpRoute[]; close: () => void } {
  const served = flags.local ? featureFlagsRoute(flags.local, config.featureFlags.clientKey) : null;
  return {
    routes: served ? [served] : [],
    close: () => served?.close(),
  };
}
