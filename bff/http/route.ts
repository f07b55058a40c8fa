import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { incomingTraceFields } from '../../platform/tracing.js';
import { sendJson } from './request.js';

/** One HTTP route of the BFF: the paths it answers and how. The first route that matches a request answers it. */
export type HttpRoute = {
  matches: (url: URL) => boolean;
  handle: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void> | void;
};

/** The answer to a path no route of the BFF serves: JSON, in the GraphQL error shape, never the web app's HTML. */
export function sendNotFound(response: ServerResponse): void {
  sendJson(response, 404, {
    errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
  });
}

/**
 * The BFF's request listener: hands each request to the first route that
 * matches it. A route that throws answers 500 (or the error's status, 413 for
 * a body too large) in the GraphQL error shape; internals are logged, never sent.
 */
export function dispatch(routes: readonly HttpRoute[], logger: Logger): RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (logger.isLevelEnabled('debug')) {
      const started = performance.now();
      response.once('finish', () =>
        logger.debug(
          {
            // Without tracing here, the caller's trace (its traceparent); with it, every line has the span's.
            ...incomingTraceFields(request.headers.traceparent),
            method: request.method,
            path: url.pathname,
            status: response.statusCode,
            ms: Math.round(performance.now() - started),
            requestId: response.getHeader('x-request-id'),
          },
          'request',
        ),
      );
    }
    const route = routes.find((candidate) => candidate.matches(url));
    if (!route) return sendNotFound(response);
    Promise.resolve()
      .then(() => route.handle(request, response, url))
      .catch((error: unknown) => {
        const status = (error as { status?: number }).status ?? 500;
        if (status >= 500) logger.error({ err: error }, 'request failed');
        if (response.headersSent) return response.destroy();
        const tooLarge = status === 413;
        sendJson(response, status, {
          errors: [
            {
              message: tooLarge ? (error as Error).message : 'There was a problem on the server.',
              extensions: { code: tooLarge ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' },
            },
          ],
        });
      });
  };
}
