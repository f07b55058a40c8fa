/**
 * The e-Faktur file DJP's Coretax imports for sales tax invoices
 * (`TaxInvoiceBulk`), written from issued invoices and their lines' figures
 * (formats/document-totals.ts computes them as Coretax does).
 *
 * The layout is the one Odoo's `l10n_id_efaktur_coretax` module writes and its
 * tests hold (`data/efaktur_templates.xml`, `tests/results/sample.xml` as of
 * commit d798273a, the sample that carries `CustomDocMonthYear`;
 * `models/account_move.py` for the values): `TIN`, then per invoice
 * `TaxInvoiceDate`, `TaxInvoiceOpt` (Normal), `TrxCode`, `AddInfo`,
 * `CustomDoc`, `CustomDocMonthYear`, `RefDesc` (our number),
 * `FacilityStamp`, `SellerIDTKU`,
 * `BuyerTin`, `BuyerDocument`, `BuyerCountry`, `BuyerDocumentNumber`,
 * `BuyerName`, `BuyerAdress` (sic), `BuyerEmail`, `BuyerIDTKU`, and one
 * `GoodService` per line: `Opt` (A goods, B services), `Code`, `Name`, `Unit`,
 * `Price`, `Qty`, `TotalDiscount`, `TaxBase`, `OtherTaxBase`, `VATRate`,
 * `VAT`, `STLGRate`, `STLG`.
 */

import type { LineKind } from './coretax-units';
import type { TaxCode } from './document-totals';
import { plainQuantity } from './quantity';

/** The most invoices one file may hold (Coretax's import limit). */
export const MAX_CORETAX_INVOICES = 1000;

/**
 * Coretax's transaction codes used here (the list of PER-03/PJ/2022's
 * appendix, kept by PER-11/PJ/2025 for Coretax: 01 to 10): 01 deliveries
 * taxed on the whole base (luxury goods, PMK 131/2024 article 2); 04 "other
 * value of the tax base" (DPP nilai lain: 11/12 of the base, PMK 131/2024
 * article 3, for goods and services that are not luxury goods); 07 PPN not
 * collected (tidak dipungut) and 08 PPN exempt (dibebaskan), each with the
 * facility it rests on (`AddInfo`, `FacilityStamp`).
 */
export type TrxCode = '01' | '04' | '07' | '08';

/** A buyer as Coretax names one: by its NPWP (TIN), or by an individual's NIK. */
export type CoretaxBuyer = {
  name: string;
  /** NPWP, 15 or 16 digits (a 15-digit one is written as 16 with a leading 0). */
  taxNumber: string | null;
  /** An individual's NIK (16 digits), when the buyer has no NPWP. */
  nik: string | null;
  address: string;
  email: string;
};

export type CoretaxLine = {
  name: string;
  /** Goods or a service (`Opt` A or B). */
  kind: LineKind;
  /** A unit code of DJP's list (formats/coretax-units.ts): `UM.0018`. */
  unit: string;
  /** Decimal strings as the invoice stores them. */
  unitPrice: string;
  quantity: string;
  discount: string;
  taxBase: string;
  otherTaxBase: string;
  vatRate: number;
  vat: string;
  /**
   * PPnBM, the sales tax on luxury goods (`STLGRate`, percent, and `STLG`,
   * the amount): what the line carries, 0 when it carries none.
   */
  luxuryRate?: string;
  luxuryTax?: string;
};

/**
 * What a faktur says beside its lines: its transaction code when the
 * invoice chooses one (07 or 08, below), else the one its lines give
 * (`trxCodeOf`); `AddInfo` and `FacilityStamp` for 07 and 08; `CustomDoc`
 * and `CustomDocMonthYear` (the month of that document, written MMYYYY as
 * Odoo's test `test_efaktur_xml_trx_07` expects: 2019-05 is `052019`).
 */
export type CoretaxInvoiceHeader = {
  trxCode?: TrxCode;
  addInfo?: string;
  facilityStamp?: string;
  customDoc?: string;
  /** `2019-05`. */
  customDocMonth?: string;
};

export type CoretaxInvoice = {
  /** Our number, the reference Coretax keeps (`RefDesc`). */
  number: string;
  /**
   * The seller's NITKU as the invoice was issued (`SellerIDTKU`, 22 digits);
   * the file's NPWP and 000000 (the head office) when not given.
   */
  sellerNitku?: string | null;
  date: string;
  buyer: CoretaxBuyer;
  lines: readonly CoretaxLine[];
} & CoretaxInvoiceHeader;

/** A month `2019-05` as `CustomDocMonthYear` writes it: `052019`. */
export const customDocMonthYear = (month: string | undefined) =>
  month ? `${month.slice(5, 7)}${month.slice(0, 4)}` : '';

/** An NPWP as the 16 digits Coretax takes: a 15-digit NPWP (the old format) gets a leading 0 (PMK 112/2022). */
export function npwp16(taxNumber: string): string | null {
  const digits = taxNumber.replace(/\D/g, '');
  if (digits.length === 16) return digits;
  if (digits.length === 15) return `0${digits}`;
  return null;
}

/** Whether XML 1.0 may hold the character (its `Char` production): tab, line breaks, and no other control character. */
const xmlCharacter = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** Text as XML content: `&`, `<`, `>` and quotes escaped; control characters XML cannot hold dropped. */
export function xmlText(text: string): string {
  return [...text]
    .filter((character) => xmlCharacter(character.codePointAt(0)!))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | number, indent: string) =>
  value === '' ? `${indent}<${name}/>` : `${indent}<${name}>${xmlText(String(value))}</${name}>`;

/** The transaction code of an invoice: 04 when a line is taxed on 11/12 of its base, 01 otherwise. */
export function trxCodeOf(invoice: CoretaxInvoice): TrxCode {
  return invoice.lines.some((line) => line.vatRate > 0 && line.otherTaxBase !== line.taxBase)
    ? '04'
    : '01';
}

/**
 * The lines (numbered from 1) taxed otherwise than the first, none when all
 * are taxed alike. A faktur has one transaction code (the first two digits
 * of its number, PER-03/PJ/2022 and PER-11/PJ/2025), and lines with PPN on
 * 11/12 of their base (04), luxury goods taxed on the whole base (01) and
 * lines without PPN (no faktur, or 07/08) each need another: such an invoice
 * is not one faktur. Odoo's l10n_id_efaktur_coretax refuses the same at
 * download ("can only have one PPN tax group", "Luxury-Goods and
 * Non-Luxury-Goods taxes", "does not allow 0% (Zero-rated or Exempt) taxes"
 * beside another code: tests/test_l10n_id_efaktur_coretax.py).
 */
export function linesTaxedOtherwise(taxCodes: readonly TaxCode[]): number[] {
  return taxCodes.flatMap((code, index) => (code === taxCodes[0] ? [] : [index + 1]));
}

function buyerElements(buyer: CoretaxBuyer, indent: string): string[] {
  const tin = buyer.taxNumber ? npwp16(buyer.taxNumber) : null;
  const identity = tin ?? (buyer.nik ?? '').replace(/\D/g, '');
  return [
    element('BuyerTin', tin ?? '0000000000000000', indent),
    element('BuyerDocument', tin ? 'TIN' : 'National ID', indent),
    element('BuyerCountry', 'IDN', indent),
    element('BuyerDocumentNumber', tin ? '' : identity, indent),
    element('BuyerName', buyer.name, indent),
    element('BuyerAdress', buyer.address.replace(/\s+/g, ' ').trim(), indent),
    element('BuyerEmail', buyer.email, indent),
    element('BuyerIDTKU', `${identity}000000`, indent),
  ];
}

function goodService(line: CoretaxLine, indent: string): string {
  const inner = `${indent}  `;
  return [
    `${indent}<GoodService>`,
    // A goods, B services (Odoo: `"B" if product.type == "service" else "A"`); Code 000000, the
    // general goods and services code Odoo writes for a product without its own.
    element('Opt', line.kind === 'SERVICE' ? 'B' : 'A', inner),
    element('Code', '000000', inner),
    element('Name', line.name, inner),
    element('Unit', line.unit, inner),
    element('Price', line.unitPrice, inner),
    element('Qty', plainQuantity(line.quantity), inner),
    element('TotalDiscount', line.discount, inner),
    element('TaxBase', line.taxBase, inner),
    element('OtherTaxBase', line.otherTaxBase, inner),
    element('VATRate', line.vatRate, inner),
    element('VAT', line.vat, inner),
    element('STLGRate', line.luxuryRate ?? '0', inner),
    element('STLG', line.luxuryTax ?? '0', inner),
    `${indent}</GoodService>`,
  ].join('\n');
}

/**
 * Every faktur the file writes is `Normal`: no public layout was found for
 * another `TaxInvoiceOpt`, so none is made up. What was looked at (November
 * 2026): Odoo's l10n_id_efaktur_coretax template and tests write only
 * `Normal` (tests/test_l10n_id_efaktur_coretax.py), and its open pull
 * request https://github.com/odoo/odoo/pull/266843 refuses an e-Faktur
 * download of an invoice with down payment lines rather than writing an uang
 * muka or pelunasan faktur; DJP's own import template ("Sample Faktur PK
 * Template v.1.3", pajak.go.id/reformdjp/coretax/template-xml-dan-converter-
 * excel-ke-xml) tells to fill Jenis Faktur "always with Normal"
 * (https://dsimplytax.com/panduan-pembuatan-faktur-pajak-keluaran/);
 * ERPNext's Indonesian localisation found a replacement faktur is made in
 * Coretax's own screen, by editing the approved faktur, not by importing
 * XML (https://github.com/agile-technica/erpnext-indonesia-localization/
 * issues/120, quoting its thread on amending a faktur); a third-party
 * converter reads `Pengganti` as a value but names no element for the faktur
 * it replaces. A corrected invoice's replacement faktur, and a down
 * payment's or settlement's, are therefore made in Coretax's screen, naming
 * the earlier faktur there.
 */
const TAX_INVOICE_OPT = 'Normal';

/**
 * The `TaxInvoiceBulk` file of `invoices` sold by the organisation with NPWP
 * `sellerTaxNumber`. Throws when the seller's NPWP is not one, a buyer has
 * neither NPWP nor NIK, or there are more than `MAX_CORETAX_INVOICES`: check
 * those where the request is read.
 */
export function coretaxXml(sellerTaxNumber: string, invoices: readonly CoretaxInvoice[]): string {
  const tin = npwp16(sellerTaxNumber);
  if (!tin) throw new Error('the seller’s NPWP has 15 or 16 digits');
  if (invoices.length > MAX_CORETAX_INVOICES)
    throw new Error(`at most ${MAX_CORETAX_INVOICES} invoices per file`);
  const body = invoices.map((invoice) => {
    if (!invoice.buyer.taxNumber && !invoice.buyer.nik)
      throw new Error(`${invoice.number}: the buyer has neither NPWP nor NIK`);
    const at = '      ';
    return [
      '    <TaxInvoice>',
      element('TaxInvoiceDate', invoice.date, at),
      element('TaxInvoiceOpt', TAX_INVOICE_OPT, at),
      element('TrxCode', invoice.trxCode ?? trxCodeOf(invoice), at),
      element('AddInfo', invoice.addInfo ?? '', at),
      element('CustomDoc', invoice.customDoc ?? '', at),
      element('CustomDocMonthYear', customDocMonthYear(invoice.customDocMonth), at),
      element('RefDesc', invoice.number, at),
      element('FacilityStamp', invoice.facilityStamp ?? '', at),
      element('SellerIDTKU', invoice.sellerNitku || `${tin}000000`, at),
      ...buyerElements(invoice.buyer, at),
      `${at}<ListOfGoodService>`,
      ...invoice.lines.map((line) => goodService(line, `${at}  `)),
      `${at}</ListOfGoodService>`,
      '    </TaxInvoice>',
    ].join('\n');
  });
  return [
    "<?xml version='1.0' encoding='UTF-8'?>",
    '<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">',
    `  <TIN>${tin}</TIN>`,
    '  <ListOfTaxInvoice>',
    ...body,
    '  </ListOfTaxInvoice>',
    '</TaxInvoiceBulk>',
    '',
  ].join('\n');
}
