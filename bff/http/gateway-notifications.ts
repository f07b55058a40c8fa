import type { IncomingHttpHeaders } from 'node:http';
import type { UpstreamClient } from '../upstream/client.js';
import { UpstreamUnavailableError } from '../upstream/errors.js';
import { requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { sendError } from './signed-in.js';

/** The notification paths of the gateways checkout speaks: the same on the public address as on the invoicing service. */
const NOTIFICATION_PATH = /^\/checkout\/notifications\/(xendit|midtrans)$/;

/**
 * Headers that belong to the hop from the gateway to us, or that name a
 * caller or organisation of ours: never passed on. Everything else (the
 * content type, Xendit's `x-callback-token`, any signature header a provider
 * adds) reaches the service as the gateway sent it.
 */
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'cookie',
  'authorization',
  'x-organization-id',
  'x-client-ip',
  'x-request-id',
  'traceparent',
  'tracestate',
]);

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name) || name.startsWith('x-forwarded-')) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

/**
 * `POST /checkout/notifications/xendit` and `/midtrans` on the product's
 * public address (APP_URL): what a deployment gives the provider as its
 * notification URL (docs/operations.md, "Payment gateway notifications").
 * The body's bytes go to the invoicing service's route of the same path as
 * they arrived, never parsed or re-encoded (signatures are over the raw body),
 * and its answer comes back as it was: 200 once taken, 401 for a forged one,
 * 400 or 413 for a malformed one. A service that cannot be reached answers
 * 503, so the gateway keeps retrying; the web app never answers these paths.
 */
export function gatewayNotificationRoute(deps: { invoicing: UpstreamClient }): HttpRoute {
  return {
    matches: (url) => NOTIFICATION_PATH.test(url.pathname),
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      if (request.method !== 'POST') {
        request.resume();
        response.setHeader('allow', 'POST');
        return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Send notifications with POST.');
      }
      let upstream;
      try {
        upstream = await deps.invoicing.stream(
          { requestId },
          {
            method: 'POST',
            path: url.pathname,
            headers: forwardedHeaders(request.headers),
            body: request,
          },
        );
      } catch (error) {
        if (!(error instanceof UpstreamUnavailableError)) throw error;
        request.resume();
        return sendError(
          response,
          503,
          'UPSTREAM_UNAVAILABLE',
          'The notification could not be taken now. Send it again later.',
        );
      }
      const answer = await upstream.body.text();
      response.writeHead(upstream.statusCode, {
        'content-type': String(upstream.headers['content-type'] ?? 'application/json'),
        'cache-control': 'no-store',
      });
      response.end(answer);
    },
  };
}
