import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { InvoicePdfLanguage } from '../../../../contracts/invoicing/sales-invoices.js';
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

/** A pdfmake document in the product's fonts, as bytes. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  preparePdfmake();
  return pdfmake.createPdf(document).getBuffer();
}

/** The invoice's PDF in the language (./invoice-document.ts), as bytes. */
export function renderInvoicePdf(
  printable: PrintableInvoice,
  language: InvoicePdfLanguage,
): Promise<Buffer> {
  return renderPdf(invoiceDocument(printable, language));
}
