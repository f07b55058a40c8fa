import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvoicePdfLanguage } from '../../../contracts/invoicing/sales-invoices.js';
import type { OnBehalfOf } from '../../kit/account-client.js';
import type { AccessClaims } from '../../kit/auth.js';
import { onBehalfOf } from '../../kit/server.js';

/**
 * A document's file as the answer, of its content type, to be saved under its
 * name, and never kept by a cache between the service and the reader (it
 * names a buyer and amounts).
 */
export function sendDocumentFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** A document's PDF as the answer: `application/pdf`, to be saved under its name, never cached. */
export function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer }) {
  return sendDocumentFile(reply, {
    fileName: file.fileName,
    contentType: 'application/pdf',
    body: file.pdf,
  });
}

/** Renders one document's PDF for a member: whose access, on whose behalf, which document, in which language. */
export type DocumentPdfRender = (
  auth: AccessClaims,
  caller: OnBehalfOf,
  id: string,
  language: InvoicePdfLanguage,
) => Promise<{ fileName: string; pdf: Buffer }>;

/**
 * Answers a member's request for a document's PDF (`/<documents>/:id/…`):
 * `render` makes it for the caller, in the language the query asks
 * (Indonesian when it asks none), and it is sent as sendPdf sends it.
 */
export async function sendRenderedPdf(
  request: FastifyRequest<{
    Params: { id: string };
    Querystring: { language?: InvoicePdfLanguage };
  }>,
  reply: FastifyReply,
  render: DocumentPdfRender,
) {
  const language = request.query.language ?? 'id';
  return sendPdf(
    reply,
    await render(request.auth, onBehalfOf(request), request.params.id, language),
  );
}
