import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ISSUE_ERRORS,
  documentErrors,
  LINE_ISSUE_ERRORS,
  MAX_DOCUMENT_LINES as SERVICE_MAX_LINES,
} from '../../../contracts/invoicing/documents';
import {
  DOCUMENT_ISSUE_CODE,
  LINE_ISSUE_CODE,
  MAX_DOCUMENT_LINES,
  NO_LINES_CODE,
  NO_PRODUCT_CODE,
  documentLinesErrors,
  emptyLine,
  lineInputOf,
  liveFigures,
  type DocumentLineValues,
} from './documentLineValues';

const line = (overrides: Partial<DocumentLineValues> = {}): DocumentLineValues => ({
  ...emptyLine(),
  product: 'Cat tembok 20 L',
  ...overrides,
});
const message = (code: string, values?: Record<string, string | number>) =>
  values ? `${code} ${JSON.stringify(values)}` : code;

describe('a document form’s lines', () => {
  it('refuses with the invoicing service’s codes and limit', () => {
    const codes = (errors: Record<string, { code: string }>) =>
      Object.fromEntries(Object.entries(errors).map(([issue, error]) => [issue, error.code]));
    expect(LINE_ISSUE_CODE).toEqual(codes(LINE_ISSUE_ERRORS));
    expect(DOCUMENT_ISSUE_CODE).toEqual(codes(DOCUMENT_ISSUE_ERRORS));
    expect([NO_LINES_CODE, NO_PRODUCT_CODE, MAX_DOCUMENT_LINES]).toEqual([
      documentErrors.noLines.code,
      documentErrors.product.code,
      SERVICE_MAX_LINES,
    ]);
  });

  it('reads what a person types in their language into the API’s canonical decimals', () => {
    const typed = line({ quantity: '1.250,5', unitPrice: '1.500.000,50', discount: '10.000' });
    expect(lineInputOf(typed, 'id')).toEqual({
      product: 'Cat tembok 20 L',
      description: null,
      quantity: '1250.5',
      unitPrice: '1500000.50',
      discount: '10000.00',
      discountPercent: null,
      taxCode: 'PPN',
      luxuryRate: null,
      kind: 'GOODS',
      unit: 'UM.0018',
    });
    expect(lineInputOf(line({ quantity: '1,250.5', unitPrice: '100' }), 'en')).toMatchObject({
      quantity: '1250.5',
      unitPrice: '100.00',
      discount: null,
    });
  });

  it('reads a discount typed as a percent, in the reader’s writing, as the percent the API takes and computes it live', () => {
    const typed = line({
      quantity: '1',
      unitPrice: '100000',
      discount: '12,5',
      discountMode: 'PERCENT',
    });
    expect(lineInputOf(typed, 'id')).toMatchObject({ discount: null, discountPercent: '12.5' });
    // Odoo's Coretax test (test_efaktur_tax_include_with_discount): 10% off 100,000 is 10,000, PPN 9,900.
    const tenPercent = { ...typed, discount: '10' };
    expect(
      liveFigures({ lines: [tenPercent], documentDiscount: '', pricesIncludeTax: false }, 'en'),
    ).toMatchObject({
      discount: '10000.00',
      vat: '9900.00',
      grandTotal: '99900.00',
    });
    const errors = documentLinesErrors(
      { lines: [{ ...typed, discount: '101' }], documentDiscount: '', pricesIncludeTax: false },
      'en',
      message,
    );
    expect(errors).toEqual({ lines: [{ discount: 'U-INV-DOC-22 {"line":1}' }] });
  });

  it('with prices that include PPN, works the figures back as the service will: Odoo’s 111,000 with the tax in it', () => {
    // odoo/odoo addons/l10n_id_efaktur_coretax/tests/test_l10n_id_efaktur_coretax.py, test_efaktur_tax_include.
    const values = {
      lines: [line({ quantity: '1', unitPrice: '111.000' })],
      documentDiscount: '',
      pricesIncludeTax: true,
    };
    expect(liveFigures(values, 'id')).toMatchObject({
      taxBase: '100000.00',
      vat: '11000.00',
      grandTotal: '111000.00',
    });
  });

  it('shows the figures the service will compute: Odoo’s Coretax example, 100,000 with PPN', () => {
    const figures = liveFigures(
      {
        lines: [line({ quantity: '1', unitPrice: '100000' })],
        documentDiscount: '',
        pricesIncludeTax: false,
      },
      'en',
    );
    expect(figures).toMatchObject({
      subtotal: '100000.00',
      otherTaxBase: '91666.67',
      vat: '11000.00',
      grandTotal: '111000.00',
    });
    expect(
      liveFigures(
        {
          lines: [line({ quantity: 'x', unitPrice: '1' })],
          documentDiscount: '',
          pricesIncludeTax: false,
        },
        'en',
      ),
    ).toBeNull();
  });

  it('puts each rule the service applies on the field at fault, in the service’s words, naming the line', () => {
    const errors = documentLinesErrors(
      {
        lines: [
          line({ quantity: '-1', unitPrice: '10' }),
          line({ product: ' ', unitPrice: '10', discount: '11' }),
          line({ unitPrice: '10' }),
        ],
        documentDiscount: '',
        pricesIncludeTax: false,
      },
      'en',
      message,
    );
    expect(errors).toEqual({
      lines: [
        { quantity: 'U-INV-DOC-2 {"line":1}' },
        { product: 'U-INV-DOC-11 {"line":2}', discount: 'U-INV-DOC-5 {"line":2}' },
      ],
    });
  });

  it('checks the discount on the whole once every line reads, and refuses a document without lines', () => {
    expect(
      documentLinesErrors(
        { lines: [line({ unitPrice: '10' })], documentDiscount: '10,01', pricesIncludeTax: false },
        'id',
        message,
      ),
    ).toEqual({ documentDiscount: 'U-INV-DOC-8' });
    expect(
      documentLinesErrors(
        { lines: [], documentDiscount: '', pricesIncludeTax: false },
        'en',
        message,
      ),
    ).toEqual({
      lines: 'U-INV-DOC-1',
    });
    expect(
      documentLinesErrors(
        { lines: [line({ unitPrice: '10' })], documentDiscount: '', pricesIncludeTax: false },
        'en',
        message,
      ),
    ).toEqual({});
  });
});
