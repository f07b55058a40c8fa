import type {
  Content,
  CustomTableLayout,
  DynamicContent,
  TDocumentDefinitions,
} from 'pdfmake/interfaces.js';

/** The documents' colours: the brand's, muted text, a table's rules. */
export const BRAND = '#1756A0';
export const MUTED = '#5B6675';
export const RULE = '#D5DCE5';

/**
 * The table layouts a document names (`layout: 'ruled'`), registered with
 * pdfmake where it renders: a layout is functions, which cannot cross to a
 * render worker, so a document carries only its name.
 */
export const TABLE_LAYOUTS = {
  /** A rule under the header in the brand's colour, light ones between rows, no vertical lines. */
  ruled: {
    hLineWidth: (row: number) => (row === 1 ? 1 : 0.5),
    hLineColor: (row: number) => (row === 1 ? BRAND : RULE),
    vLineWidth: () => 0,
    paddingTop: () => 3,
    paddingBottom: () => 3,
  },
  /** A box drawn in the brand's colour (a receipt's stamp duty). */
  brandFrame: {
    hLineColor: () => BRAND,
    vLineColor: () => BRAND,
  },
} satisfies Record<string, CustomTableLayout>;

/** In a page footer's text, where the page's number goes (`PdfDefinition.pageFooter`). */
export const PAGE_NUMBER = '{{page}}';
/** In a page footer's text, where the document's page count goes. */
export const PAGE_COUNT = '{{pages}}';

/**
 * A pdfmake document as plain data (strings, numbers, arrays and objects:
 * what `structuredClone` copies), so that it can be handed to a render
 * worker: tables name their layout (`TABLE_LAYOUTS`), and the footer of every
 * page is content in which `PAGE_NUMBER` and `PAGE_COUNT` stand for the page
 * and the count, not a function of them.
 */
export type PdfDefinition = Omit<TDocumentDefinitions, 'footer' | 'header' | 'background'> & {
  pageFooter?: Content;
};

/** `content` with the page's number and the count written where a text names them (`PAGE_NUMBER`, `PAGE_COUNT`). */
function numbered(content: unknown, page: number, pages: number): unknown {
  if (typeof content === 'string')
    return content.replaceAll(PAGE_NUMBER, String(page)).replaceAll(PAGE_COUNT, String(pages));
  if (Array.isArray(content)) return content.map((item) => numbered(item, page, pages));
  if (content && typeof content === 'object')
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [
        key,
        key === 'text' || key === 'columns' || key === 'stack'
          ? numbered(value, page, pages)
          : value,
      ]),
    );
  return content;
}

/**
 * The pdfmake document a plain definition stands for: its page footer as the
 * function pdfmake calls for each page. Where it renders (a worker), not
 * where it is written.
 */
export function pdfmakeDocument(definition: PdfDefinition): TDocumentDefinitions {
  const { pageFooter, ...document } = definition;
  if (pageFooter === undefined) return document;
  const footer: DynamicContent = (page, pages) => numbered(pageFooter, page, pages) as Content;
  return { ...document, footer };
}
