import { pipeline } from 'node:stream/promises';
import {
  INVOICE_LINK_TOKEN_HEADER,
  invoiceLinkErrors,
} from '../../contracts/invoicing/invoice-links.js';
import type { UpstreamClient } from '../upstream/client.js';
import { clientAddress, requestIdOf, retryAfterOf } from './request.js';
import type { HttpRoute } from './route.js';
import { sendError } from './signed-in.js';
import { LINK_TOKEN } from '../upstream/fields.js';

/**
 * `GET /invoice-link/pdf?token=…&language=en|id`: the PDF of the invoice a
 * buyer's link opens, for the buyer's page (`/checkout?token=`). No session:
 * the token names the invoice, and the service answers only while the link
 * is valid (an expired or spent link is its JSON refusal, for the page to
 * word in the reader's language).
 */
export function invoiceLinkPdfRoute(deps: {
  invoicing: UpstreamClient;
  trustProxy: boolean;
}): HttpRoute {
  return {
    matches: (url) => url.pathname === '/invoice-link/pdf',
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      if (request.method !== 'GET') {
        response.setHeader('allow', 'GET');
        return sendError(response, 405, 'METHOD_NOT_ALLOWED', 'Download the PDF with GET.');
      }
      const token = url.searchParams.get('token') ?? '';
      if (!LINK_TOKEN.test(token)) {
        const { status, code, message } = invoiceLinkErrors.expired;
        return sendError(response, status, code, message);
      }
      const language = url.searchParams.get('language');
      const upstream = await deps.invoicing.stream(
        { requestId, clientIp: clientAddress(request, deps.trustProxy) },
        {
          method: 'GET',
          path: '/invoice-link/pdf',
          headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
          ...(language === null ? {} : { query: { language } }),
        },
      );
      if (upstream.statusCode !== 200) {
        response.writeHead(upstream.statusCode, {
          'content-type': 'application/json',
          ...retryAfterOf(upstream.headers),
        });
        response.end(await upstream.body.text());
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': String(
          upstream.headers['content-disposition'] ?? 'attachment; filename="invoice.pdf"',
        ),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'referrer-policy': 'no-referrer',
      });
      await pipeline(upstream.body, response);
    },
  };
}
