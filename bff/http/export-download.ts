import { pipeline } from 'node:stream/promises';
import type { UpstreamClient } from '../upstream/client.js';
import { requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { ANSWERED, signedInCaller, type SignedInDeps } from './signed-in.js';

/** Statement exports (`/exports`) and payment orders exported for manual upload to a bank (`/payment-exports`). */
const DOWNLOAD_PATH = /^\/(exports|payment-exports)\/([0-9a-f-]{36})\/download$/;

/**
 * `GET /exports/{id}/download` streams a finished export to the signed-in
 * member (the link the export mail carries), and `GET
 * /payment-exports/{id}/download` the file of payment orders exported for a
 * bank's bulk upload; the treasury service checks the organisation and the
 * permission again.
 */
export function exportDownloadRoute(deps: SignedInDeps & { treasury: UpstreamClient }): HttpRoute {
  return {
    matches: (url) => DOWNLOAD_PATH.test(url.pathname),
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      const [, collection, exportId] = DOWNLOAD_PATH.exec(url.pathname)!;
      const caller = await signedInCaller(request, response, deps, requestId);
      if (caller === ANSWERED) return;
      if (!caller) {
        // From the mail, without a session: sign in first, then follow the link again.
        response.writeHead(302, { location: '/' });
        response.end();
        return;
      }
      const upstream = await deps.treasury.stream(caller, {
        method: 'GET',
        path: `/${collection!}/${exportId!}/file`,
      });
      if (upstream.statusCode !== 200) {
        const text = await upstream.body.text();
        let message = 'The export was not found.';
        try {
          message =
            (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
        } catch {
          // keep the default
        }
        response.writeHead(upstream.statusCode, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(message);
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': String(
          upstream.headers['content-disposition'] ?? 'attachment; filename="export.csv"',
        ),
        'cache-control': 'private, no-store',
      });
      await pipeline(upstream.body, response);
    },
  };
}
