import { describe, expect, it } from 'vitest';
import { taxInvoiceNumber } from './tax-invoice-number';

describe('a tax invoice number Coretax gives (PER-11/PJ/2025, article 37)', () => {
  it.each([
    ['transaction code 04, normal', '04002500123456789'],
    ['transaction code 01, a replacement', '01012500000000001'],
    ['transaction code 10, new in PER-11/PJ/2025', '10002600000000042'],
  ])('when it is %s, it is taken as its 17 digits', (_case, written) => {
    expect(taxInvoiceNumber(written)).toBe(written);
  });

  it('is stored without the spaces a paste brings around it', () => {
    expect(taxInvoiceNumber('  04002500123456789\n')).toBe('04002500123456789');
  });

  it.each([
    ['16 digits', '0400250012345678'],
    ['18 digits', '040025001234567890'],
    ['the old e-Faktur number with its separators', '010.000-22.12345678'],
    ['17 digits with separators', '04.00.25.0012345-6789'],
    ['a space inside', '04002 500123456789'],
    ['transaction code 00', '00002500123456789'],
    ['transaction code 11', '11002500123456789'],
    ['letters', 'ABC-123'],
    ['nothing', ''],
  ])('when it has %s, it is refused', (_case, written) => {
    expect(taxInvoiceNumber(written)).toBeNull();
  });
});
