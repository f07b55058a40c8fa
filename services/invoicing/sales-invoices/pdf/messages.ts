import { createRequire } from 'node:module';
import { createIntl, type IntlShape } from '@formatjs/intl';
import type { InvoicePdfLanguage } from '../../../../contracts/invoicing/sales-invoices.js';

const load = createRequire(import.meta.url);

/** The invoice PDF's labels, one catalogue per language (./messages/{en,id}.json), keys alike. */
export const PDF_CATALOGUES: Record<InvoicePdfLanguage, Record<string, string>> = {
  en: load('./messages/en.json') as Record<string, string>,
  id: load('./messages/id.json') as Record<string, string>,
};

/** The BCP 47 locale each language's dates are written in (as the web app's `localeOf`). */
export const PDF_LOCALES: Record<InvoicePdfLanguage, string> = { en: 'en-US', id: 'id-ID' };

const intls = new Map<InvoicePdfLanguage, IntlShape<string>>();

/**
 * The formatter of a language's labels and dates, made once per process: a
 * missing message is a programming error, so it throws rather than printing
 * the key on a document that goes to a buyer.
 */
export function pdfIntl(language: InvoicePdfLanguage): IntlShape<string> {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({
      locale: PDF_LOCALES[language],
      messages: PDF_CATALOGUES[language],
      onError: (error) => {
        throw error;
      },
    });
    intls.set(language, intl);
  }
  return intl;
}
