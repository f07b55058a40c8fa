import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { documentPdfErrors } from '../../../../contracts/invoicing/document-pdfs.js';
import type { InvoicePdfLanguage } from '../../../../contracts/invoicing/sales-invoices.js';
import { envInt } from '../../../../platform/env.js';
import { BoundedQueue } from '../../../kit/bounded-queue.js';
import { serviceError } from '../../../kit/errors.js';
import { productFonts } from './fonts.js';
import { invoiceDocument, type PrintableInvoice } from './invoice-document.js';

/** pdfmake's in-memory files (Node's build has them, its types name them for browsers only). */
type VirtualFiles = { writeFileSync(name: string, content: Buffer): void };

let ready = false;

/**
 * pdfmake is one object per process: its fonts, from memory only (the
 * product's, registered once), and no file or URL a document could name
 * is ever read.
 */
function preparePdfmake(): void {
  if (ready) return;
  const files = (pdfmake as unknown as { virtualfs: VirtualFiles }).virtualfs;
  for (const [name, font] of Object.entries(productFonts())) files.writeFileSync(name, font);
  pdfmake.setFonts({
    Inter: {
      normal: 'Inter-Regular',
      bold: 'Inter-SemiBold',
      italics: 'Inter-Regular',
      bolditalics: 'Inter-SemiBold',
    },
    InterFigures: {
      normal: 'InterFigures-Regular',
      bold: 'InterFigures-SemiBold',
      italics: 'InterFigures-Regular',
      bolditalics: 'InterFigures-SemiBold',
    },
    Rubik: {
      normal: 'Rubik-Medium',
      bold: 'Rubik-SemiBold',
      italics: 'Rubik-Medium',
      bolditalics: 'Rubik-SemiBold',
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/** How long a render refused for a full queue is told to wait before asking again. */
const PRINTER_BUSY_RETRY_SECONDS = 2;

/**
 * The renders of this process: rendering holds the event loop, so at most
 * `PDF_RENDER_CONCURRENCY` (2) run at once and `PDF_RENDER_QUEUE` (8) wait;
 * beyond that a render is refused at once (U-INV-PDF-3, 429: try again), and
 * forty PDFs asked for together no longer hold up every other request the
 * service answers. Per instance: each instance has its own event loop.
 */
const renders = new BoundedQueue(
  envInt('PDF_RENDER_CONCURRENCY', 2, { min: 1, max: 64 }),
  envInt('PDF_RENDER_QUEUE', 8, { min: 0, max: 10_000 }),
);

/** A pdfmake document in the product's fonts, as bytes: one of the process's bounded renders (`renders`). */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return renders.run(
    async () => {
      preparePdfmake();
      return pdfmake.createPdf(document).getBuffer();
    },
    () =>
      serviceError(documentPdfErrors.printerBusy, undefined, {
        retryAfter: PRINTER_BUSY_RETRY_SECONDS,
      }),
  );
}

/** The invoice's PDF in the language (./invoice-document.ts), as bytes. */
export function renderInvoicePdf(
  printable: PrintableInvoice,
  language: InvoicePdfLanguage,
): Promise<Buffer> {
  return renderPdf(invoiceDocument(printable, language));
}
