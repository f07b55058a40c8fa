import { pipeline } from 'node:stream/promises';
import type { UpstreamClient } from '../upstream/client.js';
import { requestIdOf } from './request.js';
import type { HttpRoute } from './route.js';
import { ANSWERED, signedInCaller, type SignedInDeps } from './signed-in.js';

type Services = { treasury: UpstreamClient; invoicing: UpstreamClient };

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
};

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
];

/**
 * Files a signed-in member downloads through the BFF, streamed from the
 * service that makes them, which checks the organisation and the permission
 * again: `GET /exports/{id}/download`, `GET /payment-exports/{id}/download`,
 * `GET /invoices/coretax?month=` and `GET /invoices/{id}/pdf?language=`. Without a session (a link from a mail),
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
      const caller = await signedInCaller(request, response, deps, requestId);
      if (caller === ANSWERED) return;
      if (!caller) {
        response.writeHead(302, { location: '/' });
        response.end();
        return;
      }
      const upstream = await deps[download.service].stream(caller, {
        method: 'GET',
        ...download.upstream(match!, url),
      });
      if (upstream.statusCode !== 200) {
        const text = await upstream.body.text();
        if (download.refusalAs === 'json') {
          response.writeHead(upstream.statusCode, { 'content-type': 'application/json' });
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
        response.writeHead(upstream.statusCode, { 'content-type': 'text/plain; charset=utf-8' });
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
