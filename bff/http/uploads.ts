import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorDefinition } from '../../contracts/common/errors.js';
import { IMPORT_KINDS, importErrors } from '../../contracts/treasury/imports.js';
import { toGlobalId } from '../global-id.js';
import type { CallerIdentity, UpstreamClient, UpstreamRequest } from '../upstream/client.js';
import { UpstreamUnavailableError } from '../upstream/errors.js';
import { requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { ANSWERED, sendError, signedInCaller, type SignedInDeps } from './signed-in.js';

/** The upload limit of every bulk import (spec: 25MB maximum). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
const PURPOSES: ReadonlySet<string> = new Set(IMPORT_KINDS);

/** Refuses with a treasury error of the contract, as the service itself would. */
const refuse = (response: Parameters<typeof sendError>[0], error: ErrorDefinition) =>
  sendError(response, error.status, error.code, error.message, error.field);

/**
 * `POST /api/uploads?purpose=STATEMENT|COUNTERPARTIES|EXPECTED_TRANSACTIONS|PAYMENT_REPORT|PAYMENTS|TRANSFERS`
 * takes a CSV as the raw body with its name in `X-File-Name` (URI-encoded;
 * the custom header also keeps cross-site forms out) and streams it to the
 * treasury service, which stores it; the answer's `id` is what the
 * `importStart` mutation takes.
 */
export function uploadsRoute(deps: SignedInDeps & { treasury: UpstreamClient }): HttpRoute {
  return {
    matches: (url) => url.pathname === '/api/uploads',
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      if (refusedUnlessPost(request, response)) return;
      const fileName = request.headers['x-file-name'];
      if (typeof fileName !== 'string' || fileName === '')
        return refuse(response, importErrors.fileName);
      const purpose = url.searchParams.get('purpose') ?? '';
      if (!PURPOSES.has(purpose))
        return sendError(
          response,
          400,
          'BAD_REQUEST',
          'Say what the file is for: purpose=STATEMENT, COUNTERPARTIES, EXPECTED_TRANSACTIONS, PAYMENT_REPORT, PAYMENTS or TRANSFERS.',
          'purpose',
        );
      if (refusedTooLarge(request, response, UPLOAD_MAX_BYTES, importErrors.tooLarge)) return;
      const caller = await signedInCaller(request, response, deps, requestId);
      if (caller === ANSWERED) return void request.resume();
      if (!caller) {
        request.resume();
        return sendError(
          response,
          401,
          'UNAUTHENTICATED',
          'Your session has ended. Please sign in again.',
        );
      }
      await forwardUpload(response, deps.treasury, caller, {
        path: '/uploads',
        query: { purpose },
        headers: { 'content-type': 'text/csv', 'x-file-name': fileName },
        body: request,
        created: (json) => ({ ...json, id: toGlobalId('Upload', String(json.id)) }),
      });
    },
  };
}

/** Refuses an upload sent with another method than POST (405); answers whether it did. */
export function refusedUnlessPost(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method === 'POST') return false;
  response.setHeader('allow', 'POST');
  sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Upload files with POST.');
  return true;
}

/** Refuses, before reading it, a body whose declared length is over the limit (and closes the connection); answers whether it did. */
export function refusedTooLarge(
  request: IncomingMessage,
  response: ServerResponse,
  maxBytes: number,
  tooLarge: ErrorDefinition,
): boolean {
  if (Number(request.headers['content-length'] ?? 0) <= maxBytes) return false;
  response.setHeader('connection', 'close');
  request.resume();
  refuse(response, tooLarge);
  return true;
}

/**
 * Streams an upload's raw body to a service and answers what the service
 * answered (its status and JSON), `created` rewriting a 201's answer (a
 * service id into a global one). A failure of the upload's own connection is
 * a 502, and the connection stays closed, as after a 413 (the service
 * stopped reading the body).
 */
export async function forwardUpload(
  response: ServerResponse,
  client: UpstreamClient,
  caller: CallerIdentity,
  upload: {
    path: string;
    query?: UpstreamRequest['query'];
    headers: Record<string, string>;
    body: IncomingMessage;
    created?: (json: Record<string, unknown>) => Record<string, unknown>;
  },
): Promise<void> {
  let upstream;
  let text: string;
  try {
    upstream = await client.stream(caller, {
      method: 'POST',
      path: upload.path,
      query: upload.query,
      headers: upload.headers,
      body: upload.body,
    });
    text = await upstream.body.text().catch((error: Error) => {
      throw new UpstreamUnavailableError(client.service, error.message);
    });
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    response.setHeader('connection', 'close');
    return sendError(
      response,
      502,
      'UPSTREAM_UNAVAILABLE',
      `The ${client.service} service is unavailable. Please try again shortly.`,
    );
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return sendError(
      response,
      502,
      'UPSTREAM_UNAVAILABLE',
      `The ${client.service} service is unavailable.`,
    );
  }
  if (upstream.statusCode === 201 && upload.created) json = upload.created(json);
  if (upstream.statusCode === 413) response.setHeader('connection', 'close');
  response.writeHead(upstream.statusCode, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(json));
}
