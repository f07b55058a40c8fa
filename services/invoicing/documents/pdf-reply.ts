import type { FastifyReply } from 'fastify';

/**
 * A document's PDF as the answer: `application/pdf`, to be saved under its
 * name, and never kept by a cache between the service and the reader (it
 * names a buyer and amounts).
 */
export function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
