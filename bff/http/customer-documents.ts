import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import {
  CUSTOMER_DOCUMENT_KINDS,
  CUSTOMER_DOCUMENT_MAX_BYTES,
  CUSTOMER_REQUEST_TOKEN_HEADER,
  customerErrors,
  type CustomerDocumentKind,
} from '../../contracts/invoicing/customers.js';
import { idOfType } from '../global-id.js';
import type { CallerIdentity, UpstreamClient } from '../upstream/client.js';
import { clientAddress, requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { ANSWERED, sendError, signedInCaller, type SignedInDeps } from './signed-in.js';
import { forwardUpload, refusedTooLarge, refusedUnlessPost } from './uploads.js';
import { LINK_TOKEN, UUID } from '../upstream/fields.js';

type Deps = SignedInDeps & { invoicing: UpstreamClient };

const KINDS: ReadonlySet<string> = new Set(CUSTOMER_DOCUMENT_KINDS);

const notFound = (response: ServerResponse) =>
  sendError(
    response,
    customerErrors.notFound.status,
    customerErrors.notFound.code,
    customerErrors.notFound.message,
  );

/**
 * What both uploads check before anything is read: POST, the file's name in
 * `X-File-Name` (a custom header: a cross-site form cannot send one), a kind
 * of the list and a declared size within the limit. Answers the kind and
 * the name, or null once refused.
 */
function uploadOf(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): { kind: CustomerDocumentKind; fileName: string } | null {
  if (refusedUnlessPost(request, response)) return null;
  const fileName = request.headers['x-file-name'];
  const kind = url.searchParams.get('kind') ?? '';
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
  if (!KINDS.has(kind)) {
    request.resume();
    sendError(
      response,
      400,
      'BAD_REQUEST',
      `Say which document it is: kind=${CUSTOMER_DOCUMENT_KINDS.join(', ')}.`,
      'kind',
    );
    return null;
  }
  if (
    refusedTooLarge(request, response, CUSTOMER_DOCUMENT_MAX_BYTES, customerErrors.documentTooLarge)
  )
    return null;
  return { kind: kind as CustomerDocumentKind, fileName };
}

/** The document's bytes go as they are: the service judges the type from the content, not from what the browser claims. */
const fileHeaders = (fileName: string) => ({
  'content-type': 'application/octet-stream',
  'x-file-name': fileName,
});

/**
 * `POST /api/customer-documents?customer=<Customer global id>&kind=KIND`: a
 * member with `customers:manage` adds a document to a customer waiting for
 * review. The raw file is the body, its name in `X-File-Name` (URI-encoded);
 * it is streamed to the invoicing service, which judges it (PDF, JPG or PNG,
 * at most 10 MB) and answers the document (201) or the refusal.
 */
export function customerDocumentUploadRoute(deps: Deps): HttpRoute {
  return {
    matches: (url) => url.pathname === '/api/customer-documents',
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      const upload = uploadOf(request, response, url);
      if (!upload) return;
      const customerId = idOfType(url.searchParams.get('customer'), 'Customer');
      if (!customerId) {
        request.resume();
        return notFound(response);
      }
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
      await forwardUpload(response, deps.invoicing, caller, {
        path: `/customers/${customerId}/documents`,
        query: { kind: upload.kind },
        headers: fileHeaders(upload.fileName),
        body: request,
      });
    },
  };
}

/**
 * `POST /api/customer-request-documents?kind=KIND` with the invitation link's
 * token in `X-Customer-Request-Token`: the buyer adds a document to their
 * request, without an account. Nothing of a session or an organisation is
 * sent; the token names the request.
 */
export function customerRequestDocumentUploadRoute(
  deps: Pick<Deps, 'invoicing' | 'trustProxy'>,
): HttpRoute {
  return {
    matches: (url) => url.pathname === '/api/customer-request-documents',
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      const upload = uploadOf(request, response, url);
      if (!upload) return;
      const token = request.headers[CUSTOMER_REQUEST_TOKEN_HEADER];
      if (typeof token !== 'string' || !LINK_TOKEN.test(token)) {
        request.resume();
        const expired = customerErrors.invitationExpired;
        return sendError(response, expired.status, expired.code, expired.message);
      }
      const caller: CallerIdentity = {
        requestId,
        clientIp: clientAddress(request, deps.trustProxy),
      };
      await forwardUpload(response, deps.invoicing, caller, {
        path: '/customer-request/documents',
        query: { kind: upload.kind },
        headers: { ...fileHeaders(upload.fileName), [CUSTOMER_REQUEST_TOKEN_HEADER]: token },
        body: request,
      });
    },
  };
}

const DOWNLOAD_PATH = /^\/customer-documents\/([^/]+)\/([^/]+)\/download$/;

/**
 * `GET /customer-documents/<customer id>/<document id>/download` (the ids as
 * the service has them; `CustomerDocument.downloadUrl`): streams a document
 * to a signed-in member with `customers:read`, always as an attachment and in
 * a sandbox, never shown inline from the app's origin. The service checks the
 * organisation and the permission: another organisation's document is 404,
 * a missing permission 403.
 */
export function customerDocumentDownloadRoute(deps: Deps): HttpRoute {
  const plain = (response: ServerResponse, status: number, message: string) => {
    response.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    response.end(message);
  };
  return {
    matches: (url) => DOWNLOAD_PATH.test(url.pathname),
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      if (request.method !== 'GET') {
        response.setHeader('allow', 'GET');
        return plain(response, 405, 'Download documents with GET.');
      }
      const [, customerId, documentId] = DOWNLOAD_PATH.exec(url.pathname)!;
      if (!UUID.test(customerId!) || !UUID.test(documentId!))
        return plain(response, 404, customerErrors.documentNotFound.message);
      const caller = await signedInCaller(request, response, deps, requestId);
      if (caller === ANSWERED) return;
      if (!caller) return plain(response, 401, 'Your session has ended. Please sign in again.');
      const upstream = await deps.invoicing.stream(caller, {
        method: 'GET',
        path: `/customers/${customerId!}/documents/${documentId!}/file`,
      });
      if (upstream.statusCode !== 200) {
        const text = await upstream.body.text();
        let message: string = customerErrors.documentNotFound.message;
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
