import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ErrorDefinition } from '../../contracts/common/errors.js';
import type { UpstreamClient } from '../upstream/client.js';
import { UUID } from '../upstream/fields.js';
import { requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { ANSWERED, sendError, signedInCaller, type SignedInDeps } from './signed-in.js';
import { forwardUpload, refusedTooLarge, refusedUnlessPost } from './uploads.js';

/**
 * Documents members upload to a record and download again (a customer's KYC
 * papers, a payment's proofs, a withholding's slip): PDF, JPG or PNG that
 * the invoicing service judges by their content. Uploads go as the raw body
 * with the name in `X-File-Name`, a custom header a cross-site form cannot
 * send; downloads are attachments in a sandbox, never shown inline from the
 * app's origin. The service checks the organisation and the permission.
 */
export type DocumentFileDeps = SignedInDeps & { invoicing: UpstreamClient };

const sendRefusal = (response: ServerResponse, error: ErrorDefinition) =>
  sendError(response, error.status, error.code, error.message, error.field);

/** Answers 401 for a request without a session, draining what it sent. */
function sessionEnded(request: IncomingMessage, response: ServerResponse): void {
  request.resume();
  sendError(response, 401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
}

/**
 * What every document upload checks before anything is read: POST, the
 * file's name in `X-File-Name`, what `queryOf` asks of the query (what to
 * send on, or null once it sent its refusal) and a declared size within the
 * limit. Answers the name and the query to send on, or null once refused.
 */
export function documentUploadOf(
  request: IncomingMessage,
  response: ServerResponse,
  limit: { maxBytes: number; tooLarge: ErrorDefinition },
  queryOf: () => Record<string, string> | null = () => ({}),
): { fileName: string; query: Record<string, string> } | null {
  if (refusedUnlessPost(request, response)) return null;
  const fileName = request.headers['x-file-name'];
  if (typeof fileName !== 'string' || fileName === '') {
    request.resume();
    sendError(
      response,
      400,
      'BAD_REQUEST',
      'Send the file’s name (URI-encoded) in the X-File-Name header.',
      'file',
    );
    return null;
  }
  const query = queryOf();
  if (!query) {
    request.resume();
    return null;
  }
  if (refusedTooLarge(request, response, limit.maxBytes, limit.tooLarge)) return null;
  return { fileName, query };
}

/** The document's bytes go as they are: the service judges the type from the content, not from what the browser claims. */
export const documentFileHeaders = (fileName: string) => ({
  'content-type': 'application/octet-stream',
  'x-file-name': fileName,
});

/** A signed-in member's upload of a document to one record, named by its id in the query. */
export type MemberDocumentUpload = {
  /** The BFF's path, `/api/…`. */
  pathname: string;
  /** The query parameter naming the record, and its service id from the parameter's value (null: none of the kind). */
  record: { param: string; idOf: (value: string | null) => string | null | undefined };
  maxBytes: number;
  tooLarge: ErrorDefinition;
  /** What a record id of another type (or none) answers: the record's not found. */
  notFound: ErrorDefinition;
  /** The service's path for the record's service id. */
  upstreamPath: (id: string) => string;
  /** What else the query must hold (checked before the session), sent on to the service; null once it refused. */
  query?: (url: URL, response: ServerResponse) => Record<string, string> | null;
};

/**
 * `POST <pathname>?<record param>=<record id>`: a signed-in member adds a
 * document to a record. The raw file is the body; it is streamed to the
 * invoicing service, which judges it and answers the stored file (201) or
 * the refusal.
 */
export function memberDocumentUploadRoute(
  deps: DocumentFileDeps,
  upload: MemberDocumentUpload,
): HttpRoute {
  return {
    matches: (url) => url.pathname === upload.pathname,
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      const file = documentUploadOf(request, response, upload, () =>
        upload.query ? upload.query(url, response) : {},
      );
      if (!file) return;
      const recordId = upload.record.idOf(url.searchParams.get(upload.record.param));
      if (!recordId) {
        request.resume();
        return sendRefusal(response, upload.notFound);
      }
      const caller = await signedInCaller(request, response, deps, requestId);
      if (caller === ANSWERED) return void request.resume();
      if (!caller) return sessionEnded(request, response);
      await forwardUpload(response, deps.invoicing, caller, {
        path: upload.upstreamPath(recordId),
        query: file.query,
        headers: documentFileHeaders(file.fileName),
        body: request,
      });
    },
  };
}

/** A document a signed-in member downloads: `/<prefix>/<record id>/<file id>/download`, the ids as the service has them. */
export type MemberDocumentDownload = {
  /** The path's first segment: `customer-documents`. */
  prefix: string;
  /** The service's path of the file's bytes. */
  upstreamPath: (recordId: string, fileId: string) => string;
  /** What a refusal says when the service names nothing. */
  notFound: string;
};

/** A plain-text answer: a download is followed as a link, so its refusal is read by a person. */
function plain(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  response.end(message);
}

/**
 * `GET /<prefix>/<record id>/<file id>/download`: streams a document to a
 * signed-in member, always as an attachment and in a sandbox. The service
 * checks the organisation and the permission: another organisation's file is
 * 404, a missing permission 403, each with the service's words as text.
 */
export function memberDocumentDownloadRoute(
  deps: DocumentFileDeps,
  download: MemberDocumentDownload,
): HttpRoute {
  const path = new RegExp(`^/${download.prefix}/([^/]+)/([^/]+)/download$`);
  return {
    matches: (url) => path.test(url.pathname),
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      if (request.method !== 'GET') {
        response.setHeader('allow', 'GET');
        return plain(response, 405, 'Download documents with GET.');
      }
      const [, recordId, fileId] = path.exec(url.pathname)!;
      if (!UUID.test(recordId!) || !UUID.test(fileId!))
        return plain(response, 404, download.notFound);
      const caller = await signedInCaller(request, response, deps, requestId);
      if (caller === ANSWERED) return;
      if (!caller) return plain(response, 401, 'Your session has ended. Please sign in again.');
      const upstream = await deps.invoicing.stream(caller, {
        method: 'GET',
        path: download.upstreamPath(recordId!, fileId!),
      });
      if (upstream.statusCode !== 200) {
        const text = await upstream.body.text();
        let message = download.notFound;
        try {
          message =
            (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
        } catch {
          // keep the default
        }
        return plain(response, upstream.statusCode, message);
      }
      const length = upstream.headers['content-length'];
      response.writeHead(200, {
        'content-type': String(upstream.headers['content-type'] ?? 'application/octet-stream'),
        ...(typeof length === 'string' ? { 'content-length': length } : {}),
        'content-disposition': String(upstream.headers['content-disposition'] ?? 'attachment'),
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      await pipeline(upstream.body, response);
    },
  };
}
