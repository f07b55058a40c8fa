import { describe, expect, it } from 'vitest';
import { PDF_CATALOGUES, pdfIntl } from './messages.js';

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
});
