import type { FastifyReply } from 'fastify';

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
