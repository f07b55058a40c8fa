import type { ServerResponse } from 'node:http';
import {
  CUSTOMER_DOCUMENT_KINDS,
  CUSTOMER_DOCUMENT_MAX_BYTES,
  CUSTOMER_REQUEST_TOKEN_HEADER,
  customerErrors,
} from '../../contracts/invoicing/customers.js';
import { idOfType } from '../global-id.js';
import type { CallerIdentity } from '../upstream/client.js';
import { LINK_TOKEN } from '../upstream/fields.js';
import {
  documentFileHeaders,
  documentUploadOf,
  memberDocumentDownloadRoute,
  memberDocumentUploadRoute,
  type DocumentFileDeps,
} from './document-files.js';
import { clientAddress, requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { sendError } from './signed-in.js';
import { forwardUpload } from './uploads.js';

const KINDS: ReadonlySet<string> = new Set(CUSTOMER_DOCUMENT_KINDS);
const LIMIT = { maxBytes: CUSTOMER_DOCUMENT_MAX_BYTES, tooLarge: customerErrors.documentTooLarge };

/** The `kind` of document the query names, sent on to the service; null once refused (400). */
function kindOf(url: URL, response: ServerResponse): { kind: string } | null {
  const kind = url.searchParams.get('kind') ?? '';
  if (KINDS.has(kind)) return { kind };
  sendError(
    response,
    400,
    'BAD_REQUEST',
    `Say which document it is: kind=${CUSTOMER_DOCUMENT_KINDS.join(', ')}.`,
    'kind',
  );
  return null;
}

/**
 * `POST /api/customer-documents?customer=<Customer global id>&kind=KIND`: a
 * member with `customers:manage` adds a document to a customer waiting for
 * review. The raw file is the body, its name in `X-File-Name` (URI-encoded);
 * it is streamed to the invoicing service, which judges it (PDF, JPG or PNG,
 * at most 10 MB) and answers the document (201) or the refusal.
 */
export function customerDocumentUploadRoute(deps: DocumentFileDeps): HttpRoute {
  return memberDocumentUploadRoute(deps, {
    pathname: '/api/customer-documents',
    record: { param: 'customer', idOf: (value) => idOfType(value, 'Customer') },
    ...LIMIT,
    notFound: customerErrors.notFound,
    upstreamPath: (id) => `/customers/${id}/documents`,
    query: kindOf,
  });
}

/**
 * `POST /api/customer-request-documents?kind=KIND` with the invitation link's
 * token in `X-Customer-Request-Token`: the buyer adds a document to their
 * request, without an account. Nothing of a session or an organisation is
 * sent; the token names the request.
 */
export function customerRequestDocumentUploadRoute(
  deps: Pick<DocumentFileDeps, 'invoicing' | 'trustProxy'>,
): HttpRoute {
  return {
    matches: (url) => url.pathname === '/api/customer-request-documents',
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      const upload = documentUploadOf(request, response, LIMIT, () => kindOf(url, response));
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
        query: upload.query,
        headers: {
          ...documentFileHeaders(upload.fileName),
          [CUSTOMER_REQUEST_TOKEN_HEADER]: token,
        },
        body: request,
      });
    },
  };
}

/**
 * `GET /customer-documents/<customer id>/<document id>/download` (the ids as
 * the service has them; `CustomerDocument.downloadUrl`): streams a document
 * to a signed-in member with `customers:read`.
 */
export function customerDocumentDownloadRoute(deps: DocumentFileDeps): HttpRoute {
  return memberDocumentDownloadRoute(deps, {
    prefix: 'customer-documents',
    upstreamPath: (customerId, documentId) =>
      `/customers/${customerId}/documents/${documentId}/file`,
    notFound: customerErrors.documentNotFound.message,
  });
}
