import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a reader sees of a PDF, as pdf.js (Mozilla's PDF reader) extracts it:
 * the number of pages, and each page's text, its runs joined by one space
 * and whitespace collapsed, so `Rp 1.250.000,00` reads as written. Throws
 * when the bytes are not a PDF pdf.js can open.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const text: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      text.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return { pages: document.numPages, text };
  } finally {
    await document.destroy();
  }
}
