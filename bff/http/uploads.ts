import type { ErrorDefinition } from '../../contracts/common/errors.js';
import { importErrors } from '../../contracts/treasury/imports.js';
import { toGlobalId } from '../global-id.js';
import type { SessionManager } from '../session.js';
import type { UpstreamClient } from '../upstream/client.js';
import { UpstreamUnavailableError } from '../upstream/errors.js';
import { requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { sendError, signedInCaller } from './signed-in.js';

/** The upload limit of every bulk import (spec: 25MB maximum). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
const PURPOSES = new Set(['STATEMENT', 'COUNTERPARTIES', 'EXPECTED_TRANSACTIONS', 'PAYMENT_REPORT', 'PAYMENTS', 'TRANSFERS']);

/** Refuses with a treasury error of the contract, as the service itself would. */
const refuse = (response: Parameters<typeof sendError>[0], error: ErrorDefinition) => sendError(response, error.status, error.code, error.message, error.field);

/**
 * `POST /api/uploads?purpose=STATEMENT|COUNTERPARTIES|EXPECTED_TRANSACTIONS|PAYMENT_REPORT|PAYMENTS|TRANSFERS`
 * takes a CSV as the raw body with its name in `X-File-Name` (URI-encoded;
 * the custom header also keeps cross-site forms out) and streams it to the
 * treasury service, which stores it; the answer's `id` is what the
 * `importStart` mutation takes.
 */
export function uploadsRoute(deps: { sessions: SessionManager; treasury: UpstreamClient; trustProxy: boolean }): HttpRoute {
  return {
    matches: (url) => url.pathname === '/api/uploads',
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      if (request.method !== 'POST') {
        response.setHeader('allow', 'POST');
        return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Upload files with POST.');
      }
      const fileName = request.headers['x-file-name'];
      if (typeof fileName !== 'string' || fileName === '') return refuse(response, importErrors.fileName);
      const purpose = url.searchParams.get('purpose') ?? '';
      if (!PURPOSES.has(purpose))
        return sendError(response, 400, 'BAD_REQUEST', 'Say what the file is for: purpose=STATEMENT, COUNTERPARTIES, EXPECTED_TRANSACTIONS, PAYMENT_REPORT, PAYMENTS or TRANSFERS.', 'purpose');
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > UPLOAD_MAX_BYTES) {
        response.setHeader('connection', 'close');
        request.resume();
        return refuse(response, importErrors.tooLarge);
      }
      const caller = await signedInCaller(request, response, deps, requestId);
      if (!caller) {
        request.resume();
        return sendError(response, 401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
      }
      let upstream;
      let text: string;
      try {
        upstream = await deps.treasury.stream(caller, {
          method: 'POST',
          path: '/uploads',
          query: { purpose },
          headers: { 'content-type': 'text/csv', 'x-file-name': fileName },
          body: request,
        });
        text = await upstream.body.text().catch((error: Error) => {
          throw new UpstreamUnavailableError('treasury', error.message);
        });
      } catch (error) {
        if (!(error instanceof UpstreamUnavailableError)) throw error;
        // The upload's own connection failed; the caller hears it as such, and it stays closed.
        response.setHeader('connection', 'close');
        return sendError(response, 502, 'UPSTREAM_UNAVAILABLE', 'The treasury service is unavailable. Please try again shortly.');
      }
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return sendError(response, 502, 'UPSTREAM_UNAVAILABLE', 'The treasury service is unavailable.');
      }
      if (upstream.statusCode === 201) json = { ...json, id: toGlobalId('Upload', String(json.id)) };
      if (upstream.statusCode === 413) response.setHeader('connection', 'close');
      response.writeHead(upstream.statusCode, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(json));
    },
  };
}
