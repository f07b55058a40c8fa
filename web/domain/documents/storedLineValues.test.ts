import { describe, expect, it } from 'vitest';
import { documentFigures, type DocumentTotals } from '../../../formats/document-totals';
import { liveFigures } from './documentLineValues';
import { storedLineValues } from './storedLineValues';

/** Lines as written, and the order's discount on the whole: what a draft was saved with. */
const written = [
  { product: 'Semen', quantity: '40', unitPrice: '65000.00', discount: '0.00', taxCode: 'PPN' },
  { product: 'Besi', quantity: '1.5', unitPrice: '12345.67', discount: '518.51', taxCode: 'PPN' },
  {
    product: 'Kawat',
    quantity: '3',
    unitPrice: '20000.00',
    discount: '0.00',
    discountPercent: '12.5',
    taxCode: 'PPN',
  },
  { product: 'Angkut', quantity: '1', unitPrice: '250000.00', discount: '0.00', taxCode: 'NO_PPN' },
] as const;

/** The draft as the API answers it: each line's discount holds its share of the order's. */
function stored(documentDiscount: string) {
  const totals = documentFigures(written, documentDiscount) as DocumentTotals;
  return written.map((line, index) => ({
    product: line.product,
    description: null,
    quantity: line.quantity,
    kind: 'GOODS' as const,
    unit: 'UM.0018',
    unitPrice: { amount: line.unitPrice },
    amount: { amount: totals.lines[index]!.amount },
    discount: { amount: totals.lines[index]!.discount },
    discountPercent: 'discountPercent' in line ? '12.50' : null,
    taxCode: line.taxCode,
    luxuryRate: null,
    priceIncludesTax: false,
  }));
}

describe('a stored draft’s lines in its form', () => {
  it.each([
    ['en', '0.00'],
    ['id', '0.00'],
    ['en', '100000.00'],
    ['id', '33333.33'],
  ] as const)(
    'in %s with %s off the whole, are typed as written and come back to the stored figures',
    (language, documentDiscount) => {
      const values = storedLineValues(stored(documentDiscount), documentDiscount, language);
      expect(values.lines.map((line) => [line.quantity, line.discount, line.discountMode])).toEqual(
        [
          ['40', '', 'AMOUNT'],
          [language === 'id' ? '1,5' : '1.5', '518.51', 'AMOUNT'],
          ['3', language === 'id' ? '12,5' : '12.5', 'PERCENT'],
          ['1', '', 'AMOUNT'],
        ],
      );
      expect(liveFigures(values, language)).toEqual(documentFigures(written, documentDiscount));
    },
  );
});
