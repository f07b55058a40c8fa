import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PDF_CATALOGUES, pdfIntl } from './messages.js';

const load = createRequire(import.meta.url);

/** The placeholders a message takes (`{order}`, `{days, plural, …}`), sorted. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

describe('the invoice PDF’s catalogues', () => {
  it('when a label is in one language, it is in the other, with the same placeholders', () => {
    const { en, id } = PDF_CATALOGUES;
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en))
      expect([key, placeholders(id[key]!)]).toEqual([key, placeholders(en[key]!)]);
  });

  it('formats a plural in each language’s words', () => {
    expect(pdfIntl('en').formatMessage({ id: 'field.paymentTermsValue' }, { days: 30 })).toBe(
      '30 days',
    );
    expect(pdfIntl('id').formatMessage({ id: 'field.paymentTermsValue' }, { days: 30 })).toBe(
      '30 hari',
    );
    expect(pdfIntl('id').formatMessage({ id: 'field.paymentTermsValue' }, { days: 0 })).toBe(
      'Saat diterima',
    );
  });

  it('names units and kinds of line as the web app does, so a PDF and its screen agree', () => {
    for (const language of ['en', 'id'] as const) {
      const web = load(`../../../../web/domain/messages/${language}.json`) as Record<
        string,
        string
      >;
      const pdf = PDF_CATALOGUES[language];
      const named = (catalogue: Record<string, string>, prefix: string) =>
        Object.fromEntries(
          Object.entries(catalogue)
            .filter(([key]) => key.startsWith(prefix))
            .map(([key, name]) => [key.slice(prefix.length), name]),
        );
      expect(named(pdf, 'unit.')).toEqual(named(web, 'document.unit.'));
      expect(named(pdf, 'kind.')).toEqual(named(web, 'document.lineKind.'));
    }
  });
});
