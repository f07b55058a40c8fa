import pdfmake from 'pdfmake';
import { productFonts } from '../sales-invoices/pdf/fonts.js';
import { pdfmakeDocument, TABLE_LAYOUTS, type PdfDefinition } from './pdf-definition.js';

/** pdfmake's in-memory files (Node's build has them, its types name them for browsers only). */
type VirtualFiles = { writeFileSync(name: string, content: Buffer): void };

let ready = false;

/**
 * pdfmake is one object per thread: its fonts, from memory only (the
 * product's, read and registered once per thread), the product's table
 * layouts, and no file or URL a document could name is ever read.
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
  pdfmake.addTableLayouts(TABLE_LAYOUTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/**
 * A plain document definition rendered to PDF bytes in the product's fonts.
 * The default export is what the render workers run (./pdf-renderer.ts):
 * the definition arrives as a structured clone, the bytes go back
 * transferred, not copied. A benchmark may call it in its own thread.
 */
export default async function renderPdfDefinition(definition: PdfDefinition): Promise<Uint8Array> {
  preparePdfmake();
  const bytes: Buffer = await pdfmake.createPdf(pdfmakeDocument(definition)).getBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
