import { describe, expect, it } from 'vitest';
import { documentTotals } from './document-totals';
import {
  coretaxXml,
  linesTaxedOtherwise,
  MAX_CORETAX_INVOICES,
  npwp16,
  trxCodeOf,
  type CoretaxInvoice,
} from './coretax';

/** The elements of an XML text in order, as [name, text]: empty ones as ''. */
function elements(xml: string): [string, string][] {
  return [...xml.matchAll(/<(\w+)(?:\s[^>]*)?(?:\/>|>([^<]*)<\/\1>)/g)].map((match) => [
    match[1]!,
    match[2] ?? '',
  ]);
}

/** One line of 100,000.00 with PPN, as Odoo's Coretax test writes it. */
function odooSampleInvoice(): CoretaxInvoice {
  const [line] = documentTotals([
    { quantity: '1', unitPrice: '100000.00', discount: '0.00', taxCode: 'PPN' },
  ]).lines;
  return {
    number: 'INV/2019/00001',
    date: '2019-05-01',
    buyer: { name: 'partner_a', taxNumber: '1234567890123457', nik: null, address: '', email: '' },
    lines: [
      {
        name: 'product_a',
        kind: 'GOODS',
        unit: 'UM.0018',
        unitPrice: '100000.00',
        quantity: '1.0000',
        discount: line!.discount,
        taxBase: line!.taxBase,
        otherTaxBase: line!.otherTaxBase,
        vatRate: line!.vatRate,
        vat: line!.vat,
      },
    ],
  };
}

describe('the Coretax e-Faktur file', () => {
  it('has the elements, order and figures of the file Odoo’s Coretax test expects (l10n_id_efaktur_coretax, tests/results/sample.xml at d798273a)', () => {
    const xml = coretaxXml('1234567890123456', [odooSampleInvoice()]);
    expect(xml.startsWith("<?xml version='1.0' encoding='UTF-8'?>\n<TaxInvoiceBulk ")).toBe(true);
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="TaxInvoice.xsd"');
    // The sample's elements and values. Its figures are the same numbers written as Python floats (100000.0,
    // 1.0, 0.0, 11000.0); its BuyerAdress is its partner's country, ours the buyer's address (none here).
    const expected: [string, string][] = [
      ['TIN', '1234567890123456'],
      ['TaxInvoiceDate', '2019-05-01'],
      ['TaxInvoiceOpt', 'Normal'],
      ['TrxCode', '04'],
      ['AddInfo', ''],
      ['CustomDoc', ''],
      ['CustomDocMonthYear', ''],
      ['RefDesc', 'INV/2019/00001'],
      ['FacilityStamp', ''],
      ['SellerIDTKU', '1234567890123456000000'],
      ['BuyerTin', '1234567890123457'],
      ['BuyerDocument', 'TIN'],
      ['BuyerCountry', 'IDN'],
      ['BuyerDocumentNumber', ''],
      ['BuyerName', 'partner_a'],
      ['BuyerAdress', ''],
      ['BuyerEmail', ''],
      ['BuyerIDTKU', '1234567890123457000000'],
      ['Opt', 'A'],
      ['Code', '000000'],
      ['Name', 'product_a'],
      ['Unit', 'UM.0018'],
      ['Price', '100000.00'],
      ['Qty', '1'],
      ['TotalDiscount', '0.00'],
      ['TaxBase', '100000.00'],
      ['OtherTaxBase', '91666.67'],
      ['VATRate', '12'],
      ['VAT', '11000.00'],
      ['STLGRate', '0'],
      ['STLG', '0'],
    ];
    expect(elements(xml)).toEqual(expected);
  });

  it('writes every element of Odoo’s sample in its order, CustomDocMonthYear after CustomDoc', () => {
    // The element names of l10n_id_efaktur_coretax/tests/results/sample.xml (commit d798273a), in order.
    const sample =
      'TaxInvoiceBulk TIN ListOfTaxInvoice TaxInvoice TaxInvoiceDate TaxInvoiceOpt TrxCode AddInfo ' +
      'CustomDoc CustomDocMonthYear RefDesc FacilityStamp SellerIDTKU BuyerTin BuyerDocument ' +
      'BuyerCountry BuyerDocumentNumber BuyerName BuyerAdress BuyerEmail BuyerIDTKU ListOfGoodService ' +
      'GoodService Opt Code Name Unit Price Qty TotalDiscount TaxBase OtherTaxBase VATRate VAT STLGRate STLG';
    const xml = coretaxXml('1234567890123456', [odooSampleInvoice()]);
    const opened = [...xml.matchAll(/<(\w+)[\s/>]/g)].map((match) => match[1]);
    expect(opened.join(' ')).toBe(sample);
  });

  it('writes code 07 with its AddInfo, FacilityStamp, CustomDoc and its month as Odoo’s test_efaktur_xml_trx_07 expects', () => {
    const invoice: CoretaxInvoice = {
      ...odooSampleInvoice(),
      trxCode: '07',
      addInfo: 'TD.00505',
      facilityStamp: 'TD.01105',
      customDoc: 'custom doc',
      customDocMonth: '2019-05',
    };
    const values = new Map(elements(coretaxXml('1234567890123456', [invoice])));
    expect(values.get('TrxCode')).toBe('07');
    expect(values.get('AddInfo')).toBe('TD.00505');
    expect(values.get('FacilityStamp')).toBe('TD.01105');
    expect(values.get('CustomDoc')).toBe('custom doc');
    expect(values.get('CustomDocMonthYear')).toBe('052019');
  });

  it('writes the PPnBM a line carries as STLGRate and STLG (Odoo’s test_efaktur_xml_luxury_goods_stlg: 20% of 100,000.00)', () => {
    const invoice = odooSampleInvoice();
    invoice.lines = [{ ...invoice.lines[0]!, luxuryRate: '20', luxuryTax: '20000.00' }];
    const values = new Map(elements(coretaxXml('1234567890123456', [invoice])));
    expect([values.get('STLGRate'), values.get('STLG')]).toEqual(['20', '20000.00']);
  });

  it('names a buyer without NPWP by its NIK, writes a 15-digit NPWP as 16, and escapes text', () => {
    const invoice = odooSampleInvoice();
    invoice.buyer = {
      name: 'Budi & Sons <Toko>\u0007',
      taxNumber: null,
      nik: '3174 0123 4567 0001',
      address: 'Jl. Melati 5\nJakarta',
      email: 'budi@example.co.id',
    };
    const values = new Map(elements(coretaxXml('01.234.567.8-901.000', [invoice])));
    expect(values.get('TIN')).toBe('0012345678901000');
    expect(values.get('BuyerTin')).toBe('0000000000000000');
    expect(values.get('BuyerDocument')).toBe('National ID');
    expect(values.get('BuyerDocumentNumber')).toBe('3174012345670001');
    expect(values.get('BuyerIDTKU')).toBe('3174012345670001000000');
    expect(values.get('BuyerName')).toBe('Budi &amp; Sons &lt;Toko&gt;');
    expect(values.get('BuyerAdress')).toBe('Jl. Melati 5 Jakarta');
  });

  it('names a service line B and each line by its unit (Odoo: B for a service product, its unit’s UM code)', () => {
    const invoice = odooSampleInvoice();
    invoice.lines = [
      invoice.lines[0]!,
      { ...invoice.lines[0]!, name: 'Jasa pasang', kind: 'SERVICE', unit: 'UM.0027' },
    ];
    const written = elements(coretaxXml('1234567890123456', [invoice]));
    const values = (name: string) =>
      written.filter(([element]) => element === name).map(([, value]) => value);
    expect(values('Opt')).toEqual(['A', 'B']);
    expect(values('Unit')).toEqual(['UM.0018', 'UM.0027']);
  });

  it('uses transaction code 01 when no line is taxed on 11/12 of its base', () => {
    const invoice = odooSampleInvoice();
    invoice.lines = [{ ...invoice.lines[0]!, otherTaxBase: '100000.00', vat: '12000.00' }];
    expect(trxCodeOf(invoice)).toBe('01');
  });

  it('names the lines taxed otherwise than the first: luxury beside other goods, or PPN beside none, is not one faktur', () => {
    expect(linesTaxedOtherwise(['PPN', 'PPN'])).toEqual([]);
    expect(linesTaxedOtherwise(['NO_PPN'])).toEqual([]);
    expect(linesTaxedOtherwise(['PPN', 'PPN_LUXURY', 'PPN', 'NO_PPN'])).toEqual([2, 4]);
    expect(linesTaxedOtherwise(['NO_PPN', 'PPN'])).toEqual([2]);
  });

  it('refuses a seller NPWP that is not one, a buyer with neither NPWP nor NIK, and more than 1,000 invoices', () => {
    expect(npwp16('12345')).toBeNull();
    expect(() => coretaxXml('12345', [odooSampleInvoice()])).toThrow();
    const anonymous = odooSampleInvoice();
    anonymous.buyer = { ...anonymous.buyer, taxNumber: null, nik: null };
    expect(() => coretaxXml('1234567890123456', [anonymous])).toThrow(/neither NPWP nor NIK/);
    const many = Array.from({ length: MAX_CORETAX_INVOICES + 1 }, odooSampleInvoice);
    expect(() => coretaxXml('1234567890123456', many)).toThrow(/at most 1000/);
  });
});
