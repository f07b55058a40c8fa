import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  INVOICE_LINK_TOKEN_HEADER,
  InvoiceLinkResponse,
  InvoiceLinkSubjectResponse,
  InvoiceLinkTokenHeader,
} from '../../../contracts/invoicing/invoice-links.js';
import { SalesInvoicePdfQuery } from '../../../contracts/invoicing/sales-invoices.js';
import { routeDocs } from '../../kit/route-docs.js';
import { clientIp } from '../../kit/client-address.js';
import { hashLinkToken } from '../../kit/link-tokens.js';
import type { PdfRenders } from '../documents/pdf-limits.js';
import { sendPdf } from '../documents/pdf-reply.js';
import type { InvoiceLinkService } from './service.js';

const doc = routeDocs('invoice links', 400, 410);

const tokenOf = (headers: Record<string, unknown>) => String(headers[INVOICE_LINK_TOKEN_HEADER]);

/** The buyer's side (`/invoice-link`): the link's token in X-Invoice-Link-Token, no account, no organisation header. */
export const invoiceLinkRoutes: FastifyPluginAsyncTypebox<{
  invoiceLinks: InvoiceLinkService;
  pdfRenders: PdfRenders;
}> = async (app, { invoiceLinks, pdfRenders }) => {
  app.get(
    '/invoice-link',
    {
      config: { public: true },
      schema: doc('The invoice a buyer’s link opens (the token in X-Invoice-Link-Token)', {
        description:
          'The issued invoice as its buyer reads it: seller, dates, lines, totals, what is paid and left, where to pay. A link past its date, or a token that names none, answers state EXPIRED and nothing else; one whose invoice was cancelled or sent again answers SPENT.',
        headers: InvoiceLinkTokenHeader,
        response: { 200: InvoiceLinkResponse },
      }),
    },
    async (request) => invoiceLinks.view(tokenOf(request.headers)),
  );

  app.get(
    '/invoice-link/subject',
    {
      config: { public: true },
      schema: doc('Which invoice a buyer’s link names, for the BFF to hear its changes', {
        description:
          'While the link is VALID, the organisation and the invoice it names and until when; EXPIRED or SPENT say only that, as /invoice-link does. The BFF listens to that invoice’s events for a buyer watching the link; it never shows the ids.',
        headers: InvoiceLinkTokenHeader,
        response: { 200: InvoiceLinkSubjectResponse },
      }),
    },
    async (request) => invoiceLinks.subject(tokenOf(request.headers)),
  );

  app.get(
    '/invoice-link/pdf',
    {
      config: { public: true },
      schema: {
        summary:
          'The PDF (application/pdf) of the invoice a buyer’s link opens, in English or Indonesian',
        description:
          'As staff download it. An expired link is refused with U-INV-IL-1, a spent one with U-INV-IL-2 (410), and nothing is printed. Renders are limited per link and per client address (U-INV-PDF-1, U-INV-PDF-2) and queued per instance (U-INV-PDF-3): 429 with Retry-After. A render whose worker thread died is 503 U-INV-PDF-4 with Retry-After: ask again.',
        tags: ['invoice links'],
        headers: InvoiceLinkTokenHeader,
        querystring: SalesInvoicePdfQuery,
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.headers);
      await pdfRenders.admit(`link:${hashLinkToken(token)}`, clientIp(request));
      return sendPdf(reply, await invoiceLinks.pdf(token, request.query.language ?? 'id'));
    },
  );
};
