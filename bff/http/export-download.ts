import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { UpstreamClient } from '../upstream/client.js';
import { requestIdOf, retryAfterOf } from './request.js';
import type { HttpRoute } from './route.js';
import { ANSWERED, sendError, signedInCaller, type SignedInDeps } from './signed-in.js';

type Services = { treasury: UpstreamClient; invoicing: UpstreamClient; account: UpstreamClient };

/** A file a signed-in member downloads: where it is asked for, where it comes from, what it is. */
type Download = {
  path: RegExp;
  service: keyof Services;
  /** The service's path (and query) of the file, from the request's path match and URL. */
  upstream: (match: RegExpExecArray, url: URL) => { path: string; query?: Record<string, string> };
  contentType: string;
  /** The file's name when the service names none. */
  fileName: string;
  /** What a refusal says when the service's answer names nothing. */
  refused: string;
  /**
   * A refusal as the service's JSON error, for the app to word in the
   * reader's language (a download the app fetches), or as text for a browser
   * that follows a link from a mail.
   */
  refusalAs: 'json' | 'text';
  /**
   * Whether it may also be asked for by POST with a JSON body (at most
   * `MAX_POSTED_BYTES`), which goes to the same service path: a choice too
   * long for a URL (the e-Faktur file of invoices chosen one by one).
   */
  posted?: true;
};

/** The most a posted choice may hold: a thousand ids with room to spare. */
const MAX_POSTED_BYTES = 64 * 1024;

/** What the request's query names of `names`, to pass on to the service as it is. */
const passedOn = (url: URL, names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = url.searchParams.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );

/**
 * A buyer's statement of account in one format (`/customers/{uuid}/statement.pdf|csv`, with
 * `?from=&to=&language=en|id&currency=`): the service's `/customers/{uuid}/statement?format=`.
 */
const customerStatement = (format: 'pdf' | 'csv', contentType: string): Download => ({
  path: new RegExp(`^/customers/([0-9a-f-]{36})/statement\\.${format}$`),
  service: 'invoicing',
  upstream: (match, url) => ({
    path: `/customers/${match[1]!}/statement`,
    query: { ...passedOn(url, ['from', 'to', 'language', 'currency']), format },
  }),
  contentType,
  fileName: `statement.${format}`,
  refused: 'The statement could not be made.',
  refusalAs: 'json',
});

const DOWNLOADS: readonly Download[] = [
  {
    // Statement exports (`/exports`, the link the export mail carries) and payment orders exported for a bank's bulk upload.
    path: /^\/(exports|payment-exports)\/([0-9a-f-]{36})\/download$/,
    service: 'treasury',
    upstream: (match) => ({ path: `/${match[1]!}/${match[2]!}/file` }),
    contentType: 'text/csv; charset=utf-8',
    fileName: 'export.csv',
    refused: 'The export was not found.',
    refusalAs: 'text',
  },
  {
    // The e-Faktur file of a month's issued invoices, for DJP's Coretax (`?month=2026-11`).
    path: /^\/invoices\/coretax$/,
    service: 'invoicing',
    upstream: (_match, url) => ({
      path: '/sales-invoices/coretax',
      query: { month: url.searchParams.get('month') ?? '' },
    }),
    contentType: 'application/xml; charset=utf-8',
    fileName: 'efaktur.xml',
    refused: 'The e-Faktur file could not be made.',
    refusalAs: 'json',
    // The issued invoices chosen on the list, by POST: `{ "invoiceIds": [...] }`.
    posted: true,
  },
  {
    // An invoice's PDF for its buyer, in English or Indonesian (`?language=en|id`; the service's default without).
    path: /^\/invoices\/([0-9a-f-]{36})\/pdf$/,
    service: 'invoicing',
    upstream: (match, url) => {
      const language = url.searchParams.get('language');
      return {
        path: `/sales-invoices/${match[1]!}/pdf`,
        ...(language === null ? {} : { query: { language } }),
      };
    },
    contentType: 'application/pdf',
    fileName: 'invoice.pdf',
    refused: 'The invoice’s PDF could not be made.',
    refusalAs: 'json',
  },
  {
    // A buyer's payment's receipt, in English or Indonesian (`?language=en|id`).
    path: /^\/invoice-payments\/([0-9a-f-]{36})\/receipt$/,
    service: 'invoicing',
    upstream: (match, url) => {
      const language = url.searchParams.get('language');
      return {
        path: `/invoice-payments/${match[1]!}/receipt`,
        ...(language === null ? {} : { query: { language } }),
      };
    },
    contentType: 'application/pdf',
    fileName: 'receipt.pdf',
    refused: 'The receipt could not be made.',
    refusalAs: 'json',
  },
  {
    // A completed bulk operation's JSONL file, for the key or member that ran it (bff/modules/bulk-operations).
    path: /^\/bulk-operations\/([0-9a-f-]{36})\/download$/,
    service: 'account',
    upstream: (match) => ({ path: `/bulk-operations/${match[1]!}/file` }),
    contentType: 'application/jsonl; charset=utf-8',
    fileName: 'bulk-operation.jsonl',
    refused: 'The bulk operation’s file was not found.',
    refusalAs: 'json',
  },
  customerStatement('pdf', 'application/pdf'),
  customerStatement('csv', 'text/csv; charset=utf-8'),
];

/**
 * Files a signed-in member downloads through the BFF, streamed from the
 * service that makes them, which checks the organisation and the permission
 * again: `GET /exports/{id}/download`, `GET /payment-exports/{id}/download`,
 * `GET /invoices/coretax?month=`, `GET /invoices/{id}/pdf?language=`,
 * `GET /invoice-payments/{id}/receipt?language=`, `GET /bulk-operations/{id}/download` and
 * `GET /customers/{id}/statement.pdf|csv?from=&to=&language=&currency=`. Without a session (a link from a mail),
 * to sign-in first; a refusal answers the service's words as text.
 */
export function exportDownloadRoute(deps: SignedInDeps & Services): HttpRoute {
  const find = (url: URL) =>
    DOWNLOADS.map((download) => ({ download, match: download.path.exec(url.pathname) })).find(
      (found) => found.match,
    );
  return {
    matches: (url) => find(url) !== undefined,
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      const { download, match } = find(url)!;
      const posted = request.method === 'POST';
      if (posted && refusedPost(request, response, download)) return;
      const caller = await signedInCaller(request, response, deps, requestId);
      if (caller === ANSWERED) return;
      if (!caller) {
        response.writeHead(302, { location: '/' });
        response.end();
        return;
      }
      const upstream = await deps[download.service].stream(caller, {
        ...download.upstream(match!, url),
        ...(posted
          ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: request }
          : { method: 'GET' }),
      });
      if (upstream.statusCode !== 200) {
        const text = await upstream.body.text();
        const retryAfter = retryAfterOf(upstream.headers);
        if (download.refusalAs === 'json') {
          response.writeHead(upstream.statusCode, {
            'content-type': 'application/json',
            ...retryAfter,
          });
          response.end(text);
          return;
        }
        let message = download.refused;
        try {
          message =
            (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
        } catch {
          // keep the default
        }
        response.writeHead(upstream.statusCode, {
          'content-type': 'text/plain; charset=utf-8',
          ...retryAfter,
        });
        response.end(message);
        return;
      }
      response.writeHead(200, {
        'content-type': download.contentType,
        'content-disposition': String(
          upstream.headers['content-disposition'] ?? `attachment; filename="${download.fileName}"`,
        ),
        'cache-control': 'private, no-store',
      });
      await pipeline(upstream.body, response);
    },
  };
}

/**
 * Refuses a POST the download does not take, or whose body is not JSON of a
 * declared length within `MAX_POSTED_BYTES` (a cross-site form can send
 * neither): answers whether it refused.
 */
function refusedPost(
  request: IncomingMessage,
  response: ServerResponse,
  download: Download,
): boolean {
  const length = Number(request.headers['content-length'] ?? Number.NaN);
  const json = /^application\/json\b/.test(request.headers['content-type'] ?? '');
  if (download.posted && json && Number.isInteger(length) && length <= MAX_POSTED_BYTES)
    return false;
  request.resume();
  if (!download.posted) {
    response.setHeader('allow', 'GET');
    sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Download this file with GET.');
  } else if (!json) sendError(response, 415, 'BAD_REQUEST', 'Send the choice as application/json.');
  else sendError(response, 413, 'PAYLOAD_TOO_LARGE', 'The choice is too large.');
  return true;
}
