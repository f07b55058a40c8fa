import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { toGlobalId } from './global-id.js';
import { readPresentedTokens, type SessionManager, type ViewerClaims } from './session.js';
import type { CallerIdentity, UpstreamClient } from './upstream/client.js';
import { UpstreamUnavailableError } from './upstream/errors.js';

/** The upload limit of every bulk import (spec: 25MB maximum). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
const PURPOSES = new Set(['STATEMENT', 'COUNTERPARTIES', 'EXPECTED_TRANSACTIONS']);
const DOWNLOAD_PATH = /^\/exports\/([0-9a-f-]{36})\/download$/;

export const isFilePath = (pathname: string) => pathname === '/api/uploads' || DOWNLOAD_PATH.test(pathname);

type Deps = { sessions: SessionManager; treasury: UpstreamClient; requestId: string; clientIp?: string | undefined };

function sendError(response: ServerResponse, status: number, code: string, message: string, field?: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error: { code, message, ...(field ? { field } : {}) } }));
}

async function viewerOf(request: IncomingMessage, deps: Deps): Promise<{ viewer: ViewerClaims | null; setCookies: string[] }> {
  return deps.sessions.resolve(readPresentedTokens(request.headers.cookie, request.headers.authorization), deps.requestId);
}

/**
 * Files over plain HTTP next to GraphQL:
 *
 * - `POST /api/uploads?purpose=STATEMENT|COUNTERPARTIES|EXPECTED_TRANSACTIONS`
 *   takes a CSV as the raw body with its name in `X-File-Name` (URI-encoded;
 *   the custom header also keeps cross-site forms out) and streams it to the
 *   treasury service, which stores it; the answer's `id` is what the
 *   `importStart` mutation takes.
 * - `GET /exports/{id}/download` streams a finished export to the signed-in
 *   member (the link the export mail carries).
 */
export async function handleFiles(request: IncomingMessage, response: ServerResponse, url: URL, deps: Deps): Promise<void> {
  response.setHeader('x-request-id', deps.requestId);
  const download = DOWNLOAD_PATH.exec(url.pathname);
  if (download) return handleDownload(request, response, download[1]!, deps);
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Upload files with POST.');
  }
  const fileName = request.headers['x-file-name'];
  if (typeof fileName !== 'string' || fileName === '') return sendError(response, 400, 'U-TRSY-IM-11', 'Give the file name, ending in .csv.', 'fileName');
  const purpose = url.searchParams.get('purpose') ?? '';
  if (!PURPOSES.has(purpose)) return sendError(response, 400, 'BAD_REQUEST', 'Say what the file is for: purpose=STATEMENT, COUNTERPARTIES or EXPECTED_TRANSACTIONS.', 'purpose');
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > UPLOAD_MAX_BYTES) {
    response.setHeader('connection', 'close');
    request.resume();
    return sendError(response, 413, 'U-TRSY-IM-1', 'The file is larger than 25 MB. Split it into smaller files.', 'file');
  }
  const { viewer, setCookies } = await viewerOf(request, deps);
  if (setCookies.length > 0) response.setHeader('set-cookie', setCookies);
  if (!viewer) {
    request.resume();
    return sendError(response, 401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  }
  const caller: CallerIdentity = { requestId: deps.requestId, accessToken: viewer.accessToken, organizationId: viewer.organizationId, clientIp: deps.clientIp };
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
}

async function handleDownload(request: IncomingMessage, response: ServerResponse, exportId: string, deps: Deps): Promise<void> {
  const { viewer, setCookies } = await viewerOf(request, deps);
  if (setCookies.length > 0) response.setHeader('set-cookie', setCookies);
  if (!viewer) {
    // From the mail, without a session: sign in first, then follow the link again.
    response.writeHead(302, { location: '/' });
    response.end();
    return;
  }
  const caller: CallerIdentity = { requestId: deps.requestId, accessToken: viewer.accessToken, organizationId: viewer.organizationId, clientIp: deps.clientIp };
  const upstream = await deps.treasury.stream(caller, { method: 'GET', path: `/exports/${exportId}/file` });
  if (upstream.statusCode !== 200) {
    const text = await upstream.body.text();
    let message = 'The export was not found.';
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // keep the default
    }
    response.writeHead(upstream.statusCode, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(message);
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': String(upstream.headers['content-disposition'] ?? 'attachment; filename="export.csv"'),
    'cache-control': 'private, no-store',
  });
  await pipeline(upstream.body, response);
}
