import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './cents.js';
import {
  documentProblem,
  documentTotals,
  lineIssue,
  returnedFigures,
  shareOut,
  TAX_CODES,
  type LineInput,
} from './document-totals.js';

const line = (
  quantity: string,
  unitPrice: string,
  discount = '0.00',
  taxCode: LineInput['taxCode'] = 'PPN',
) => ({
  quantity,
  unitPrice,
  discount,
  taxCode,
});

describe('a line taxed as Coretax taxes it', () => {
  it("one item at 100,000: other tax base 91,666.67 and PPN 11,000.00, as in the e-Faktur file of Odoo's Coretax export test", () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/results/sample.xml: Price 100000, Qty 1, TaxBase 100000,
    // OtherTaxBase 91666.67, VATRate 12, VAT 11000.
    const totals = documentTotals([line('1', '100000.00')]);
    expect(totals.lines[0]).toEqual({
      amount: '100000.00',
      discount: '0.00',
      discountPercent: null,
      priceIncludesTax: false,
      netUnitPrice: '100000.00',
      taxBase: '100000.00',
      otherTaxBase: '91666.67',
      vatRate: 12,
      vat: '11000.00',
      luxuryRate: null,
      luxuryTax: '0.00',
      total: '111000.00',
    });
    expect(totals.grandTotal).toBe('111000.00');
  });

  it('with a discount and a price in sen: each figure rounded half up before the next uses it', () => {
    // 3 x 33,333.33 = 99,999.99; less 1,000.00 = 98,999.99; x 11/12 = 90,749.990833 -> 90,749.99;
    // x 12% = 10,889.9988 -> 10,890.00.
    expect(documentTotals([line('3', '33333.33', '1000.00')]).lines[0]).toEqual({
      amount: '99999.99',
      discount: '1000.00',
      discountPercent: null,
      priceIncludesTax: false,
      netUnitPrice: '33333.33',
      taxBase: '98999.99',
      otherTaxBase: '90749.99',
      vatRate: 12,
      vat: '10890.00',
      luxuryRate: null,
      luxuryTax: '0.00',
      total: '109889.99',
    });
  });

  it('a quantity with decimals: 1.5 kg at 12,345.67 is 18,518.505, rounded half up to 18,518.51', () => {
    // 18,518.51 x 11/12 = 16,975.300833 -> 16,975.30; x 12% = 2,037.036 -> 2,037.04.
    expect(documentTotals([line('1.5', '12345.67')]).lines[0]).toMatchObject({
      amount: '18518.51',
      otherTaxBase: '16975.30',
      vat: '2037.04',
      total: '20555.55',
    });
  });

  it('luxury goods pay PPN on the whole tax base; a line without PPN pays none', () => {
    const totals = documentTotals([
      line('1', '2500000000.00', '0.00', 'PPN_LUXURY'),
      line('2', '50000.00', '0.00', 'NO_PPN'),
    ]);
    expect(totals.lines[0]).toMatchObject({
      otherTaxBase: '2500000000.00',
      vatRate: 12,
      vat: '300000000.00',
    });
    expect(totals.lines[1]).toMatchObject({ otherTaxBase: '100000.00', vatRate: 0, vat: '0.00' });
    expect(totals.vat).toBe('300000000.00');
    expect(totals.grandTotal).toBe('2800100000.00');
  });
});

describe('a discount written as a percent', () => {
  it("10% off 100,000: discount 10,000, tax base 90,000, other tax base 82,500, PPN 9,900, as Odoo's Coretax test expects", () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py,
    // test_efaktur_tax_include_with_discount: Price 100000, discount 10 (%), TotalDiscount 10000, TaxBase 90000,
    // OtherTaxBase 82500, VAT 9900.
    const totals = documentTotals([{ ...line('1', '100000.00'), discountPercent: '10' }]);
    expect(totals.lines[0]).toEqual({
      amount: '100000.00',
      discount: '10000.00',
      discountPercent: '10.00',
      priceIncludesTax: false,
      netUnitPrice: '100000.00',
      taxBase: '90000.00',
      otherTaxBase: '82500.00',
      vatRate: 12,
      vat: '9900.00',
      luxuryRate: null,
      luxuryTax: '0.00',
      total: '99900.00',
    });
  });

  it("the percent is taken of unit price x quantity before rounding, once, half up: Coretax's tax base = price x quantity - discount holds to the sen", () => {
    // 1.5 x 12,345.67 = 18,518.505 (rounded: 18,518.51); 12.5% of 18,518.505 = 2,314.8131 -> 2,314.81;
    // tax base 18,518.51 - 2,314.81 = 16,203.70.
    const figures = documentTotals([{ ...line('1.5', '12345.67'), discountPercent: '12.5' }])
      .lines[0]!;
    expect(figures).toMatchObject({
      amount: '18518.51',
      discount: '2314.81',
      discountPercent: '12.50',
      taxBase: '16203.70',
    });
    expect(toCents(figures.taxBase)).toBe(toCents(figures.amount) - toCents(figures.discount));
  });

  it("adds to an amount written on the same line, and the document's discount is shared over what is left", () => {
    const totals = documentTotals(
      [{ ...line('1', '200.00', '10.00'), discountPercent: '5' }, line('1', '100.00')],
      '27.00',
    );
    // Line 1: 10.00 + 5% of 200.00 = 20.00 own, worth 180.00; line 2 worth 100.00; 27.00 shared 17.36 / 9.64.
    expect(totals.lines.map((one) => one.discount)).toEqual(['37.36', '9.64']);
  });

  it('100% leaves a line worth nothing, taxed nothing', () => {
    expect(
      documentTotals([{ ...line('3', '999.99'), discountPercent: '100' }]).lines[0],
    ).toMatchObject({ discount: '2999.97', taxBase: '0.00', vat: '0.00', total: '0.00' });
  });
});

describe('a price that includes PPN', () => {
  const gross = (
    quantity: string,
    unitPrice: string,
    more: Partial<LineInput> = {},
  ): LineInput => ({
    ...line(quantity, unitPrice),
    priceIncludesTax: true,
    ...more,
  });

  it("111,000 with PPN in it is a tax base of 100,000 and PPN of 11,000, as Odoo's Coretax test expects", () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py, test_efaktur_tax_include:
    // price_unit 111000 tax included: Price 100000, TaxBase 100000, OtherTaxBase 91666.67, VAT 11000.
    const figures = documentTotals([gross('1', '111000.00')]).lines[0]!;
    // Everything but the price as it was written is the e-Faktur of the same sale written without PPN.
    const without = documentTotals([line('1', '100000.00')]).lines[0]!;
    expect(figures).toEqual({ ...without, priceIncludesTax: true });
    expect([figures.netUnitPrice, figures.otherTaxBase, figures.vat, figures.total]).toEqual([
      '100000.00',
      '91666.67',
      '11000.00',
      '111000.00',
    ]);
  });

  // test_efaktur_tax_include_with_discount: Price 100000, TotalDiscount 10000, TaxBase 90000, OtherTaxBase 82500,
  // VAT 9900. Bases 900.95 and 900.96 come to 1,000.05 and 1,000.07 with their PPN (99.10, 99.11): no base reaches
  // 1,000.06, which is charged a sen less, never more, its PPN Coretax's. Luxury goods take PPN on the whole base.
  it.each([
    [{ discountPercent: '10' }, '111000.00', '100000.00 10000.00 90000.00 9900.00 99900.00'],
    [{}, '1000.06', '900.96 0.01 900.95 99.10 1000.05'],
    [{}, '1000.07', '900.97 0.01 900.96 99.11 1000.07'],
    [
      { taxCode: 'PPN_LUXURY' as const },
      '112000.00',
      '100000.00 0.00 100000.00 12000.00 112000.00',
    ],
  ])(
    '%o at %s with PPN in it: amount, discount, tax base, PPN and total are %s',
    (more, price, figures) => {
      const line = documentTotals([gross('1', price, more)]).lines[0]!;
      expect([line.amount, line.discount, line.taxBase, line.vat, line.total].join(' ')).toBe(
        figures,
      );
    },
  );

  it('every line passes Coretax: tax base = price x quantity - discount and PPN its own figure, the total within a sen under the gross', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 7n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(...TAX_CODES),
        (price, quantity, percent, taxCode) => {
          const input = gross(
            `${quantity / 10_000n}.${(quantity % 10_000n).toString().padStart(4, '0')}`,
            fromCents(price),
            {
              discountPercent: fromCents(BigInt(percent)),
              taxCode,
            },
          );
          const figures = documentTotals([input]).lines[0]!;
          const plain = documentTotals([{ ...input, priceIncludesTax: false }]).lines[0]!;
          const written = toCents(plain.taxBase);
          expect(toCents(figures.taxBase)).toBe(
            toCents(figures.amount) - toCents(figures.discount),
          );
          expect(toCents(figures.discount)).toBeGreaterThanOrEqual(0n);
          expect(toCents(figures.amount)).toBe(
            (2n * toCents(figures.netUnitPrice) * quantity + 10_000n) / 20_000n,
          );
          const again = documentTotals([line('1', figures.taxBase, '0.00', taxCode)]).lines[0]!;
          expect(figures.vat).toBe(again.vat);
          expect(written - toCents(figures.total)).toBeGreaterThanOrEqual(0n);
          expect(written - toCents(figures.total)).toBeLessThanOrEqual(1n);
        },
      ),
    );
  });
});

describe('PPnBM on luxury goods', () => {
  it("20% PPnBM on 100,000 is 20,000 on top of PPN of 12,000, as Odoo's Coretax test expects of STLGRate and STLG", () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py, test_efaktur_xml_luxury_goods:
    // a luxury tax of 20% on 100000: STLGRate 20.0, STLG 20000.0 (of the OtherTaxBase, the whole base here).
    const totals = documentTotals([
      { ...line('1', '100000.00', '0.00', 'PPN_LUXURY'), luxuryRate: '20' },
    ]);
    expect(totals.lines[0]).toMatchObject({
      otherTaxBase: '100000.00',
      vat: '12000.00',
      luxuryRate: '20',
      luxuryTax: '20000.00',
      total: '132000.00',
    });
    expect(totals).toMatchObject({
      vat: '12000.00',
      luxuryTax: '20000.00',
      grandTotal: '132000.00',
    });
  });

  it('is rounded half up to the sen, and a price with PPN and PPnBM in it is worked back from its gross', () => {
    // 3 x 33,333.33 = 99,999.99 at 95%: 94,999.9905 -> 94,999.99.
    expect(
      documentTotals([{ ...line('3', '33333.33', '0.00', 'PPN_LUXURY'), luxuryRate: '95' }])
        .lines[0],
    ).toMatchObject({ luxuryTax: '94999.99' });
    // 132,000 with 12% PPN and 20% PPnBM in it: a base of 100,000.
    expect(
      documentTotals([
        {
          ...line('1', '132000.00', '0.00', 'PPN_LUXURY'),
          luxuryRate: '20',
          priceIncludesTax: true,
        },
      ]).lines[0],
    ).toMatchObject({
      taxBase: '100000.00',
      vat: '12000.00',
      luxuryTax: '20000.00',
      total: '132000.00',
    });
  });

  it.each([
    [{ ...line('1', '100.00', '0.00', 'PPN_LUXURY'), luxuryRate: '30' }],
    [{ ...line('1', '100.00', '0.00', 'PPN_LUXURY'), luxuryRate: '20.5' }],
    [{ ...line('1', '100.00'), luxuryRate: '20' }],
    [{ ...line('1', '100.00', '0.00', 'NO_PPN'), luxuryRate: '20' }],
  ])(
    'a rate the rules do not set, or on a line that is not luxury goods, is refused: %o',
    (input) => {
      expect(lineIssue(input)).toBe('LUXURY_RATE');
    },
  );
});

describe('a document of several lines', () => {
  it("its PPN is the sum of its lines' PPN, never its total taxed again", () => {
    // Each 0.05: x 11/12 = 0.0458 -> 0.05; x 12% = 0.006 -> 0.01. Three lines: 0.03.
    // The total taxed again would give 0.15 x 11/12 = 0.1375 -> 0.14; x 12% = 0.0168 -> 0.02.
    const totals = documentTotals([line('1', '0.05'), line('1', '0.05'), line('1', '0.05')]);
    expect(totals.vat).toBe('0.03');
    expect(totals.grandTotal).toBe('0.18');
  });

  it('a discount on the whole document is shared over the lines in proportion, to the sen', () => {
    // 100.00 over lines worth 100.00 and 200.00: 33.333 and 66.667 -> 33 and 66 sen-hundreds rounded down,
    // the sen left over to the larger remainder: 33.33 and 66.67.
    const totals = documentTotals([line('1', '100.00'), line('1', '200.00')], '100.00');
    expect(totals.lines.map((one) => one.discount)).toEqual(['33.33', '66.67']);
    expect(totals.lines.map((one) => one.taxBase)).toEqual(['66.67', '133.33']);
    // 66.67 x 11/12 = 61.114 -> 61.11, x 12% = 7.3332 -> 7.33; 133.33 x 11/12 = 122.219 -> 122.22, x 12% = 14.6664 -> 14.67.
    expect(totals.lines.map((one) => one.vat)).toEqual(['7.33', '14.67']);
    expect(totals).toMatchObject({
      subtotal: '300.00',
      discount: '100.00',
      taxBase: '200.00',
      vat: '22.00',
      grandTotal: '222.00',
    });
  });

  it("a line's own discount stays its own, and the document's is shared over what the lines are worth after it", () => {
    const totals = documentTotals([line('1', '100.00', '50.00'), line('1', '50.00')], '10.00');
    expect(totals.lines.map((one) => one.discount)).toEqual(['55.00', '5.00']);
  });
});

describe('what a document may not be', () => {
  it.each([
    [line('0', '100.00'), 'QUANTITY'],
    [line('-1', '100.00'), 'QUANTITY'],
    [line('1.23456', '100.00'), 'QUANTITY'],
    [line('abc', '100.00'), 'QUANTITY'],
    [line('1', '-5.00'), 'UNIT_PRICE'],
    [line('1', '1.005'), 'UNIT_PRICE'],
    [line('1', '100.00', '-1.00'), 'DISCOUNT'],
    [line('2', '100.00', '200.01'), 'DISCOUNT_OVER_LINE'],
    [{ ...line('1', '100.00'), discountPercent: '100.01' }, 'DISCOUNT_PERCENT'],
    [{ ...line('1', '100.00'), discountPercent: '12.345' }, 'DISCOUNT_PERCENT'],
    [{ ...line('1', '100.00'), discountPercent: '-1' }, 'DISCOUNT_PERCENT'],
    [{ ...line('1', '100.00', '0.01'), discountPercent: '100' }, 'DISCOUNT_OVER_LINE'],
    [line('999999999999999999', '999999999999999999.99'), 'TOO_LARGE'],
  ] as const)('%o is refused as %s', (input, issue) => {
    expect(lineIssue(input)).toBe(issue);
    expect(documentProblem([line('1', '1.00'), input])).toEqual({ line: 1, issue });
    expect(() => documentTotals([input])).toThrow(issue);
  });

  it('a whole line discounted away is allowed, and a document discount up to what the lines are worth', () => {
    expect(lineIssue(line('2', '100.00', '200.00'))).toBeNull();
    expect(documentProblem([line('1', '100.00', '40.00')], '60.00')).toBeNull();
    expect(documentProblem([line('1', '100.00', '40.00')], '60.01')).toEqual({
      line: null,
      issue: 'DISCOUNT_OVER_TOTAL',
    });
    expect(documentProblem([line('1', '100.00')], '1.001')).toEqual({
      line: null,
      issue: 'DISCOUNT',
    });
  });

  it('a document whose total would not fit an amount is refused, though each line fits', () => {
    const big = line('1', '600000000000000000.00');
    expect(lineIssue(big)).toBeNull();
    expect(documentProblem([big, big])).toEqual({ line: null, issue: 'TOO_LARGE' });
  });
});

/** An amount in sen up to `max`, as the wire writes it. */
const amount = (max: bigint) =>
  fc
    .bigInt({ min: 0n, max })
    .map((sen) => `${sen / 100n}.${(sen % 100n).toString().padStart(2, '0')}`);

const anyLine = fc
  .record({
    quantity: fc
      .bigInt({ min: 1n, max: 10n ** 10n })
      .map((units) => `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`),
    unitPrice: amount(10n ** 12n),
    discountShare: fc.integer({ min: 0, max: 100 }),
    taxCode: fc.constantFrom(...TAX_CODES),
  })
  .map(({ quantity, unitPrice, discountShare, taxCode }) => {
    // A discount between nothing and the whole line.
    const worth = documentTotals([{ quantity, unitPrice, discount: '0.00', taxCode }]).lines[0]!
      .amount;
    const discount = (toCents(worth) * BigInt(discountShare)) / 100n;
    return {
      quantity,
      unitPrice,
      discount: `${discount / 100n}.${(discount % 100n).toString().padStart(2, '0')}`,
      taxCode,
    };
  });

describe('for any document', () => {
  it('the subtotal, discounts, tax and grand total agree with its lines and with one another, to the sen', () => {
    fc.assert(
      fc.property(
        fc.array(anyLine, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, share) => {
          const before = documentTotals(lines);
          const documentDiscount = (toCents(before.taxBase) * BigInt(share)) / 100n;
          const totals = documentTotals(
            lines,
            `${documentDiscount / 100n}.${(documentDiscount % 100n).toString().padStart(2, '0')}`,
          );
          const sum = (pick: (one: (typeof totals.lines)[number]) => string) =>
            totals.lines.reduce((total, one) => total + toCents(pick(one)), 0n);
          expect(toCents(totals.subtotal)).toBe(sum((one) => one.amount));
          expect(toCents(totals.discount)).toBe(sum((one) => one.discount));
          expect(toCents(totals.taxBase)).toBe(sum((one) => one.taxBase));
          expect(toCents(totals.otherTaxBase)).toBe(sum((one) => one.otherTaxBase));
          expect(toCents(totals.vat)).toBe(sum((one) => one.vat));
          expect(toCents(totals.grandTotal)).toBe(sum((one) => one.total));
          expect(toCents(totals.subtotal) - toCents(totals.discount)).toBe(toCents(totals.taxBase));
          expect(toCents(totals.taxBase) + toCents(totals.vat)).toBe(toCents(totals.grandTotal));
          // The document's discount is all given, and no line goes below nothing.
          expect(toCents(totals.discount) - toCents(before.discount)).toBe(documentDiscount);
          for (const one of totals.lines) {
            expect(toCents(one.taxBase)).toBeGreaterThanOrEqual(0n);
            expect(toCents(one.total)).toBe(toCents(one.taxBase) + toCents(one.vat));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a shared-out discount is given in full and never more to a line than it is worth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 14n }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1000 }),
        (worths, perMille) => {
          const total = worths.reduce((sum, worth) => sum + worth, 0n);
          const discount = (total * BigInt(perMille)) / 1000n;
          const shares = shareOut(discount, worths);
          expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(discount);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0n);
            expect(share).toBeLessThanOrEqual(worths[index]!);
          });
        },
      ),
    );
  });
});

describe('returnedFigures: a credit memo’s share of an invoice line', () => {
  // 3 x 100,000.00 with PPN: tax base 300,000.00, other tax base 275,000.00, PPN 33,000.00.
  const sold = {
    quantity: '3.0000',
    taxBase: '300000.00',
    discount: '0.00',
    taxCode: 'PPN' as const,
    luxuryRate: null,
    priceIncludesTax: false,
    netUnitPrice: '100000.00',
  };

  it('returns one unit at a time as shares that add up to the line to the sen', () => {
    const returns = ['0', '1', '2'].map((before) => returnedFigures(sold, before, '1'));
    expect(returns.map((figures) => [figures.taxBase, figures.otherTaxBase, figures.vat])).toEqual([
      ['100000.00', '91666.67', '11000.00'],
      ['100000.00', '91666.66', '11000.00'],
      ['100000.00', '91666.67', '11000.00'],
    ]);
    expect(returnedFigures(sold, '0', '3')).toMatchObject({
      taxBase: '300000.00',
      otherTaxBase: '275000.00',
      vatRate: 12,
      vat: '33000.00',
      total: '333000.00',
    });
  });

  it('gives a luxury line’s PPnBM back with its share: 20% of each returned tax base, the whole on a whole return', () => {
    const luxury = { ...sold, taxCode: 'PPN_LUXURY' as const, luxuryRate: '20' };
    expect(returnedFigures(luxury, '0', '1')).toMatchObject({
      taxBase: '100000.00',
      vat: '12000.00',
      luxuryRate: '20',
      luxuryTax: '20000.00',
      total: '132000.00',
    });
    expect(returnedFigures(luxury, '0', '3')).toMatchObject({ luxuryTax: '60000.00' });
  });

  it('makes a whole line returned, however split, its figures exactly, never an other tax base above the tax base', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 6 }),
          fc.integer({ min: 1, max: 100_000_000 }),
          fc.integer({ min: 0, max: 100 }),
          fc.constantFrom(...TAX_CODES),
        ),
        ([parts, unitCents, discountPercent, taxCode]) => {
          const quantity = parts.reduce((sum, part) => sum + part, 0);
          const written = documentTotals([
            line((quantity / 100).toFixed(2), (unitCents / 100).toFixed(2), '0.00', taxCode),
          ]).lines[0]!;
          const discount = (toCents(written.amount) * BigInt(discountPercent)) / 100n;
          const taxBase = toCents(written.amount) - discount;
          const whole = documentTotals([
            line('1', (Number(taxBase) / 100).toFixed(2), '0.00', taxCode),
          ]).lines[0]!;
          const sold = {
            quantity: (quantity / 100).toFixed(4),
            taxBase: whole.taxBase,
            discount: (Number(discount) / 100).toFixed(2),
            taxCode,
            luxuryRate: null,
            priceIncludesTax: false,
            netUnitPrice: whole.netUnitPrice,
          };
          let before = 0;
          const sums = { taxBase: 0n, otherTaxBase: 0n, vat: 0n, discount: 0n };
          for (const part of parts) {
            const figures = returnedFigures(
              sold,
              (before / 100).toFixed(4),
              (part / 100).toFixed(4),
            );
            expect(toCents(figures.otherTaxBase)).toBeLessThanOrEqual(toCents(figures.taxBase));
            expect(toCents(figures.discount)).toBeGreaterThanOrEqual(0n);
            sums.taxBase += toCents(figures.taxBase);
            sums.otherTaxBase += toCents(figures.otherTaxBase);
            sums.vat += toCents(figures.vat);
            sums.discount += toCents(figures.discount);
            before += part;
          }
          expect(sums).toEqual({
            taxBase: toCents(whole.taxBase),
            otherTaxBase: toCents(whole.otherTaxBase),
            vat: toCents(whole.vat),
            discount: toCents(sold.discount),
          });
        },
      ),
    );
  });
});
