import { describe, expect, it } from 'vitest';
import { rupiahCoretaxLine, rupiahTaxFigures } from './tax-conversion.js';

/**
 * Rates of KMK 49/KM.10/KF.4/2024 (27 November to 3 December 2024): USD
 * 15,875.00 and SGD 11,824.42 rupiah; the figures worked by hand, to the sen.
 */
describe('a foreign-currency document’s tax figures in rupiah', () => {
  it('converts each line’s tax base at the kurs pajak, then takes 11/12 and 12% of the rupiah base line by line', () => {
    expect(
      rupiahTaxFigures(
        [
          { taxBase: '1234.56', taxCode: 'PPN' },
          { taxBase: '99.99', taxCode: 'PPN_LUXURY' },
          { taxBase: '10.00', taxCode: 'NO_PPN' },
        ],
        '15875.00',
      ),
    ).toEqual({
      lines: [
        // 1,234.56 x 15,875 = 19,598,640.00; 11/12 = 17,965,420.00; 12% = 2,155,850.40.
        { taxBase: '19598640.00', otherTaxBase: '17965420.00', vat: '2155850.40' },
        // Luxury goods: PPN on the whole base, 1,587,341.25 x 12% = 190,480.95.
        { taxBase: '1587341.25', otherTaxBase: '1587341.25', vat: '190480.95' },
        { taxBase: '158750.00', otherTaxBase: '158750.00', vat: '0.00' },
      ],
      taxBase: '21344731.25',
      otherTaxBase: '19711511.25',
      vat: '2346331.35',
    });
  });

  it('rounds the converted base to the sen half up before the tax is taken', () => {
    // 99.99 x 11,824.42 = 1,182,323.7558 → 1,182,323.76; 11/12 = 1,083,796.78; 12% = 130,055.6136 → 130,055.61.
    expect(rupiahTaxFigures([{ taxBase: '99.99', taxCode: 'PPN' }], '11824.42')).toEqual({
      lines: [{ taxBase: '1182323.76', otherTaxBase: '1083796.78', vat: '130055.61' }],
      taxBase: '1182323.76',
      otherTaxBase: '1083796.78',
      vat: '130055.61',
    });
  });
});

describe('a foreign-currency line as the e-Faktur writes it in rupiah', () => {
  it('keeps Coretax’s check exact: tax base = price x quantity - discount, the discount never below zero', () => {
    const line = rupiahCoretaxLine(
      { unitPrice: '123.45', quantity: '10', taxBase: '1234.50', taxCode: 'PPN' },
      '15875.00',
    );
    expect(line).toEqual({
      unitPrice: '1959768.75',
      discount: '0.00',
      taxBase: '19597687.50',
      otherTaxBase: '17964546.88',
      vat: '2155745.63',
    });
    // 0.33 x 11,824.42 = 3,902.06 a unit, x 3.3333 = 13,006.73, under the converted base of 13,006.86
    // (1.10 x 11,824.42): the least price reaching it is taken, 3,902.10 (x 3.3333 = 13,006.87), 0.01 off.
    expect(
      rupiahCoretaxLine(
        { unitPrice: '0.33', quantity: '3.3333', taxBase: '1.10', taxCode: 'NO_PPN' },
        '11824.42',
      ),
    ).toEqual({
      unitPrice: '3902.10',
      discount: '0.01',
      taxBase: '13006.86',
      otherTaxBase: '13006.86',
      vat: '0.00',
    });
  });
});
